import { blogPosts, caseStudies, insights, jobs, regions } from '../src/shared/collections';
import { isMember, type Collection } from '../src/shared/schema';

// Frontmatter each collection requires beyond title and description, valid for its schema. A
// corpus page whose path falls in a collection (the header's region links do) must carry it.
const fieldsByCollection = new Map<Collection, (image: string) => string[]>([
  [regions, () => ['country: "Generated country"', 'area: "Europe"', 'languages: ["English"]']],
  [
    jobs,
    () => ['location: "Remote"', 'department: "Engineering"', 'summary: "A generated job for the build benchmark."'],
  ],
  [
    blogPosts,
    () => [
      'category: "AI & Data"',
      'date: "2025-04-01"',
      'author: "Bench Author"',
      'authorRole: "Writer"',
      'summary: "A generated post for the build benchmark."',
    ],
  ],
  [
    insights,
    (image) => [
      'category: "Research"',
      'date: "2025-04-01"',
      'summary: "A generated insight for the build benchmark."',
      `image: "${image}"`,
      'imageAlt: "Abstract illustration"',
    ],
  ],
  [
    caseStudies,
    (image) => [
      'client: "Generated client"',
      // An industry page every corpus has: the header's Industries menu links it.
      'industry: "banking"',
      'category: "Generated"',
      'summary: "A generated case study for the build benchmark."',
      'challenge: "A generated challenge."',
      'outcomes: ["A generated outcome"]',
      `image: "${image}"`,
      'imageAlt: "Abstract illustration"',
    ],
  ],
]);

/** The extra frontmatter lines for a corpus page file (relative to its pages folder); none outside collections. */
export function collectionFrontmatter(file: string, image: string): string[] {
  for (const [collection, fields] of fieldsByCollection) if (isMember(file, collection)) return fields(image);
  return [];
}
