import type { ReactNode } from 'react';
import { ButtonLink } from './components/ButtonLink';
import { Card } from './components/Card';
import { CardGrid } from './components/CardGrid';
import { CaseStudyCard } from './components/CaseStudyCard';
import { CtaBanner } from './components/CtaBanner';
import { Hero } from './components/Hero';
import { markdownElements } from './components/markdown-elements';
import { Prose } from './components/Prose';
import { Section } from './components/Section';
import { StatsGrid } from './components/StatsGrid';
import { Timeline } from './components/Timeline';
import { island } from './hydration/island';
import InvestorNews from './islands/InvestorNews';
import type { MdxComponentName } from './mdx-component-names';

// `never` props: the map holds components of any props; MDX passes them what the page writes.
type AnyComponent = (props: never) => ReactNode;

/** The one component map: pages use these names without importing anything. */
export const mdxComponents: Record<MdxComponentName, AnyComponent> = {
  ButtonLink,
  Card,
  CardGrid,
  CaseStudyCard,
  CtaBanner,
  Hero,
  InvestorNews: island('InvestorNews', InvestorNews),
  Prose,
  Section,
  StatsGrid,
  Timeline,
};

const allComponents = { ...markdownElements, ...mdxComponents };

/** MDX's provider hook (`providerImportSource`), so compiled pages find the map without imports. */
export function useMDXComponents() {
  return allComponents;
}
