import type { z } from 'zod';
import { articleMetaProps } from './components/ArticleMeta.props';
import { bannerProps } from './components/Banner.props';
import { blogFinderListProps } from './islands/lists/BlogFinderList.props';
import { blogPostsProps } from './components/BlogPosts.props';
import { buttonLinkProps } from './components/ButtonLink.props';
import { cardProps } from './components/Card.props';
import { cardGridProps } from './components/CardGrid.props';
import { caseStudiesProps } from './components/CaseStudies.props';
import { caseStudyCardProps } from './components/CaseStudyCard.props';
import { caseStudyIndexProps } from './components/CaseStudyIndex.props';
import { caseStudyOverviewProps } from './components/CaseStudyOverview.props';
import { contactFormProps } from './forms/components/ContactForm.props';
import { ctaBannerProps } from './components/CtaBanner.props';
import { eventDetailsProps } from './components/EventDetails.props';
import { eventListProps } from './components/EventList.props';
import { faqProps } from './components/Faq.props';
import { featuredCaseStudiesProps } from './components/FeaturedCaseStudies.props';
import { featuredNewsProps } from './components/FeaturedNews.props';
import { featuredResearchProps } from './components/FeaturedResearch.props';
import { formProblemsProps } from './forms/components/FormProblems.props';
import { heroProps } from './components/Hero.props';
import { insightCardProps } from './components/InsightCard.props';
import { insightsProps } from './components/Insights.props';
import { introProps } from './components/Intro.props';
import { investorNewsListProps } from './islands/lists/InvestorNewsList.props';
import { jobDetailsProps } from './components/JobDetails.props';
import { jobListProps } from './components/JobList.props';
import { logoWallProps } from './components/LogoWall.props';
import { newsListProps } from './components/NewsList.props';
import { newsletterFormProps } from './forms/components/NewsletterForm.props';
import { pageCardsProps } from './components/PageCards.props';
import { peopleGridProps } from './components/PeopleGrid.props';
import { pressStripProps } from './components/PressStrip.props';
import { processStepsProps } from './components/ProcessSteps.props';
import { proseProps } from './components/Prose.props';
import { researchFinderListProps } from './islands/lists/ResearchFinderList.props';
import { researchHeaderProps } from './components/ResearchHeader.props';
import { researchListProps } from './components/ResearchList.props';
import { sectionProps } from './components/Section.props';
import { sectionIndexProps } from './components/SectionIndex.props';
import { siteMapListProps } from './components/SiteMapList.props';
import { siteSearchProps } from './islands/SiteSearch.props';
import { statsGridProps } from './components/StatsGrid.props';
import { themeCardProps } from './components/ThemeCard.props';
import { themeInsightsProps } from './components/ThemeInsights.props';
import { timelineProps } from './components/Timeline.props';
import { videoProps } from './components/Video.props';
import { heroCarouselProps } from './islands/HeroCarousel.props';
import type { MdxComponentName } from './mdx-component-names';

/**
 * Every component's props schema, by the name pages use: the build checks each use against it
 * before rendering, the component map checks values only known at render time, and the schemas'
 * descriptions and defaults are the copywriter's reference. Imports no component, so the build
 * can read it in plain Node before anything is bundled.
 */
export const componentSchemas = {
  ArticleMeta: articleMetaProps,
  Banner: bannerProps,
  BlogFinderList: blogFinderListProps,
  BlogPosts: blogPostsProps,
  ButtonLink: buttonLinkProps,
  Card: cardProps,
  CardGrid: cardGridProps,
  CaseStudies: caseStudiesProps,
  CaseStudyCard: caseStudyCardProps,
  CaseStudyIndex: caseStudyIndexProps,
  CaseStudyOverview: caseStudyOverviewProps,
  ContactForm: contactFormProps,
  CtaBanner: ctaBannerProps,
  EventDetails: eventDetailsProps,
  EventList: eventListProps,
  Faq: faqProps,
  FeaturedCaseStudies: featuredCaseStudiesProps,
  FeaturedNews: featuredNewsProps,
  FeaturedResearch: featuredResearchProps,
  FormProblems: formProblemsProps,
  Hero: heroProps,
  HeroCarousel: heroCarouselProps,
  InsightCard: insightCardProps,
  Insights: insightsProps,
  Intro: introProps,
  InvestorNewsList: investorNewsListProps,
  JobDetails: jobDetailsProps,
  JobList: jobListProps,
  LogoWall: logoWallProps,
  NewsList: newsListProps,
  NewsletterForm: newsletterFormProps,
  PageCards: pageCardsProps,
  PeopleGrid: peopleGridProps,
  PressStrip: pressStripProps,
  ProcessSteps: processStepsProps,
  Prose: proseProps,
  ResearchFinderList: researchFinderListProps,
  ResearchHeader: researchHeaderProps,
  ResearchList: researchListProps,
  Section: sectionProps,
  SectionIndex: sectionIndexProps,
  SiteMapList: siteMapListProps,
  SiteSearch: siteSearchProps,
  StatsGrid: statsGridProps,
  ThemeCard: themeCardProps,
  ThemeInsights: themeInsightsProps,
  Timeline: timelineProps,
  Video: videoProps,
} satisfies Record<MdxComponentName, z.ZodObject>;

export type ComponentSchemas = typeof componentSchemas;

/** The props a component receives once its schema has checked them and filled in the defaults. */
export type CheckedProps<N extends MdxComponentName> = z.output<ComponentSchemas[N]>;
