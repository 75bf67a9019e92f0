import type { Random } from './random';

// Word lists for corporate-sounding text. Plain lower-case words only: no characters that MDX,
// JSX attributes or YAML would treat specially.
const adjectives = [
  'adaptive',
  'agile',
  'automated',
  'balanced',
  'bold',
  'clear',
  'cloud-ready',
  'compliant',
  'connected',
  'consistent',
  'critical',
  'customer-facing',
  'data-driven',
  'dependable',
  'digital',
  'distributed',
  'durable',
  'efficient',
  'elastic',
  'embedded',
  'end-to-end',
  'enterprise',
  'essential',
  'flexible',
  'focused',
  'global',
  'governed',
  'hybrid',
  'incremental',
  'independent',
  'integrated',
  'intelligent',
  'lean',
  'legacy',
  'local',
  'managed',
  'measurable',
  'modern',
  'modular',
  'native',
  'open',
  'operational',
  'practical',
  'predictable',
  'proven',
  'real-time',
  'regional',
  'regulated',
  'reliable',
  'repeatable',
  'resilient',
  'responsive',
  'robust',
  'scalable',
  'secure',
  'shared',
  'simple',
  'stable',
  'strategic',
  'streamlined',
  'sustainable',
  'transparent',
  'trusted',
  'unified',
  'validated',
  'visible',
];

const nouns = [
  'analytics',
  'application',
  'architecture',
  'audit',
  'automation',
  'backlog',
  'bank',
  'baseline',
  'benchmark',
  'budget',
  'capability',
  'catalogue',
  'channel',
  'claim',
  'client',
  'cluster',
  'compliance',
  'contract',
  'core',
  'cost',
  'customer',
  'dashboard',
  'data platform',
  'database',
  'decision',
  'delivery',
  'deployment',
  'design',
  'device',
  'engineer',
  'estate',
  'experience',
  'factory',
  'feedback',
  'forecast',
  'framework',
  'gateway',
  'governance',
  'identity',
  'incident',
  'infrastructure',
  'insight',
  'insurer',
  'integration',
  'interface',
  'inventory',
  'investment',
  'journey',
  'landing zone',
  'ledger',
  'licence',
  'lifecycle',
  'manufacturer',
  'marketplace',
  'migration',
  'model',
  'network',
  'onboarding',
  'operation',
  'outcome',
  'partner',
  'payment',
  'pipeline',
  'platform',
  'policy',
  'portfolio',
  'practice',
  'process',
  'product',
  'programme',
  'prototype',
  'provider',
  'queue',
  'record',
  'regulator',
  'release',
  'report',
  'requirement',
  'roadmap',
  'rollout',
  'schedule',
  'service',
  'settlement',
  'specialist',
  'stakeholder',
  'standard',
  'strategy',
  'supplier',
  'system',
  'team',
  'template',
  'test suite',
  'transaction',
  'transformation',
  'update',
  'user',
  'vendor',
  'warehouse',
  'workflow',
  'workload',
];

const verbs = [
  'accelerates',
  'aligns',
  'analyses',
  'automates',
  'balances',
  'builds',
  'captures',
  'clarifies',
  'combines',
  'connects',
  'consolidates',
  'delivers',
  'designs',
  'drives',
  'enables',
  'extends',
  'guides',
  'hardens',
  'improves',
  'informs',
  'integrates',
  'measures',
  'migrates',
  'modernises',
  'monitors',
  'orchestrates',
  'protects',
  'reduces',
  'replaces',
  'runs',
  'scales',
  'secures',
  'shapes',
  'shortens',
  'simplifies',
  'strengthens',
  'supports',
  'tests',
  'tracks',
  'transforms',
  'unifies',
  'validates',
];

const prepositions = ['across', 'for', 'with', 'within', 'behind', 'beyond', 'through', 'around', 'alongside', 'under'];
const determiners = ['the', 'every', 'each', 'a', 'our', 'your', 'their', 'one'];
const connectors = ['and', 'while', 'so that', 'because', 'before', 'after', 'whereas', 'until'];
const subjects = [
  'Our team',
  'The programme',
  'Each release',
  'The platform',
  'Every engagement',
  'Our approach',
  'The new model',
  'This practice',
];

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function nounPhrase(random: Random): string {
  const parts = [random.pick(determiners)];
  if (random.chance(0.6)) parts.push(random.pick(adjectives));
  parts.push(random.pick(nouns));
  if (parts[0] === 'a' && /^[aeiou]/.test(parts[1])) parts[0] = 'an';
  return parts.join(' ');
}

function clause(random: Random, subject: string): string {
  const parts = [subject, random.pick(verbs), nounPhrase(random)];
  if (random.chance(0.7)) parts.push(random.pick(prepositions), nounPhrase(random));
  return parts.join(' ');
}

/** One sentence of 8 to 25 words, capitalised and ending in a full stop. */
export function sentence(random: Random): string {
  const opening = random.chance(0.3) ? random.pick(subjects) : nounPhrase(random);
  let text = clause(random, opening);
  if (random.chance(0.45)) text += `, ${random.pick(connectors)} ${clause(random, nounPhrase(random))}`;
  return `${capitalise(text)}.`;
}

/** A short title-like phrase of `min` to `max` words, e.g. "Resilient payment platform". */
export function phrase(random: Random, min = 2, max = 4): string {
  const words: string[] = [];
  const count = random.int(min, max);
  while (words.length < count - 1) words.push(random.pick(adjectives));
  words.push(random.pick(nouns));
  return capitalise(words.join(' '));
}

/** Sentences until the text has at least `words` words. */
export function sentences(random: Random, words: number): string[] {
  const out: string[] = [];
  let count = 0;
  while (count < words) {
    const next = sentence(random);
    out.push(next);
    count += wordCount(next);
  }
  return out;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Whole sentences, as many as fit in `max` characters (at least one, clipped if it must be). */
export function summary(random: Random, max: number): string {
  let text = clip(sentence(random), max);
  for (let next = sentence(random); text.length + 1 + next.length <= max; next = sentence(random)) text += ` ${next}`;
  return text;
}

/** Cuts text at a word boundary so it has at most `max` characters, ending in a full stop. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,.]$/, '')}.`;
}
