import type { ReactNode } from 'react';
import { ArticleMeta } from './components/ArticleMeta';
import { Banner } from './components/Banner';
import { BlogFinderList } from './islands/lists/BlogFinderList';
import { BlogPosts } from './components/BlogPosts';
import { ButtonLink } from './components/ButtonLink';
import { Card } from './components/Card';
import { CardGrid } from './components/CardGrid';
import { CaseStudies } from './components/CaseStudies';
import { CaseStudyCard } from './components/CaseStudyCard';
import { CaseStudyIndex } from './components/CaseStudyIndex';
import { CaseStudyOverview } from './components/CaseStudyOverview';
import { ContactForm } from './forms/components/ContactForm';
import { CtaBanner } from './components/CtaBanner';
import { EventDetails } from './components/EventDetails';
import { EventList } from './components/EventList';
import { Faq } from './components/Faq';
import { FeaturedCaseStudies } from './components/FeaturedCaseStudies';
import { FeaturedNews } from './components/FeaturedNews';
import { FeaturedResearch } from './components/FeaturedResearch';
import { FormProblems } from './forms/components/FormProblems';
import { Hero } from './components/Hero';
import { InsightCard } from './components/InsightCard';
import { Insights } from './components/Insights';
import { Intro } from './components/Intro';
import { InvestorNewsList } from './islands/lists/InvestorNewsList';
import { JobDetails } from './components/JobDetails';
import { JobList } from './components/JobList';
import { LogoWall } from './components/LogoWall';
import { NewsList } from './components/NewsList';
import { NewsletterForm } from './forms/components/NewsletterForm';
import { PageCards } from './components/PageCards';
import { PeopleGrid } from './components/PeopleGrid';
import { PressStrip } from './components/PressStrip';
import { ProcessSteps } from './components/ProcessSteps';
import { Prose } from './components/Prose';
import { ResearchFinderList } from './islands/lists/ResearchFinderList';
import { ResearchHeader } from './components/ResearchHeader';
import { ResearchList } from './components/ResearchList';
import { Section } from './components/Section';
import { SectionIndex } from './components/SectionIndex';
import { SiteMapList } from './components/SiteMapList';
import { SiteSearchSections } from './islands/lists/SiteSearchSections';
import { StatsGrid } from './components/StatsGrid';
import { ThemeCard } from './components/ThemeCard';
import { ThemeInsights } from './components/ThemeInsights';
import { Timeline } from './components/Timeline';
import { VideoEmbed } from './islands/lists/VideoEmbed';
import { markdownElements } from './components/markdown-elements';
import { checkedComponent } from './shared/props/checked-component';
import { HeroCarouselPhotos } from './islands/lists/HeroCarouselPhotos';
import { componentSchemas, type CheckedProps } from './mdx-component-props';
import { mdxComponentNames, type MdxComponentName } from './mdx-component-names';

/** Each component takes what its schema gives it, so props and schema cannot drift apart. */
const components: { [N in MdxComponentName]: (props: CheckedProps<N>) => ReactNode } = {
  ArticleMeta,
  Banner,
  BlogFinderList,
  BlogPosts,
  ButtonLink,
  Card,
  CardGrid,
  CaseStudies,
  CaseStudyCard,
  CaseStudyIndex,
  CaseStudyOverview,
  ContactForm,
  CtaBanner,
  EventDetails,
  EventList,
  Faq,
  FeaturedCaseStudies,
  FeaturedNews,
  FeaturedResearch,
  FormProblems,
  Hero,
  HeroCarousel: HeroCarouselPhotos,
  InsightCard,
  Insights,
  Intro,
  InvestorNewsList,
  JobDetails,
  JobList,
  LogoWall,
  NewsList,
  NewsletterForm,
  PageCards,
  PeopleGrid,
  PressStrip,
  ProcessSteps,
  Prose,
  ResearchFinderList,
  ResearchHeader,
  ResearchList,
  Section,
  SectionIndex,
  SiteMapList,
  SiteSearch: SiteSearchSections,
  StatsGrid,
  ThemeCard,
  ThemeInsights,
  Timeline,
  Video: VideoEmbed,
};

// `never` props: the map holds components of any props; MDX passes them what the page writes.
type AnyComponent = (props: never) => ReactNode;

function checked<N extends MdxComponentName>(name: N): AnyComponent {
  return checkedComponent(
    name,
    componentSchemas[name],
    components[name] as (props: CheckedProps<N>) => ReactNode,
  ) as AnyComponent;
}

/** The one component map: pages use these names without importing anything. */
export const mdxComponents = Object.fromEntries(mdxComponentNames.map((name) => [name, checked(name)])) as Record<
  MdxComponentName,
  AnyComponent
>;

const allComponents = { ...markdownElements, ...mdxComponents };

/** MDX's provider hook (`providerImportSource`), so compiled pages find the map without imports. */
export function useMDXComponents() {
  return allComponents;
}
