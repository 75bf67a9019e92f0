import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Picture } from '../components/Picture';
import type { HeroCarouselProps } from './HeroCarousel.props';

/** The specification's timing: one slide every 6 seconds. */
export const autoplayDelayMs = 6000;

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    // oxlint-disable-next-line react/set-state-in-effect -- the server cannot know the setting: read once hydrated, then on change
    setReduced(query.matches);
    const update = () => setReduced(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

const controlButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border-2 border-white/70 text-white hover:bg-white/15 disabled:opacity-40 disabled:cursor-not-allowed site-focus-ring focus-visible:outline-white';

/**
 * The home page's hero carousel (WAI-ARIA carousel pattern). Without JavaScript only the first
 * slide shows; once hydrated it advances every 6 s, pauses while hovered, and stops when the
 * visitor presses pause or moves keyboard focus into it. As the specification says, it never loops:
 * previous and next are disabled at the ends, and the rotation stops on the last slide, where its
 * button offers to start again from the first. For visitors who prefer reduced motion it never
 * starts by itself and, when started, steps without animation. The rotation button always names
 * what pressing it does. Every slide is as tall as the tallest
 * (a flex row stretches them), so nothing below moves when a slide changes.
 */
export default function HeroCarousel({ slides, pageTitle, label }: HeroCarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({ loop: false, dragThreshold: 10, duration: 25 });
  const [hydrated, setHydrated] = useState(false);
  const [selected, setSelected] = useState(0);
  // The visitor's choice; until they make one, it rotates unless they prefer reduced motion.
  const [chosenPlaying, setChosenPlaying] = useState<boolean | undefined>(undefined);
  const [hovered, setHovered] = useState(false);
  const last = slides.length - 1;

  // oxlint-disable-next-line react/set-state-in-effect -- the first render must match the server's HTML; flips once hydrated
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const playing = chosenPlaying ?? !reducedMotion;
  // The last slide ends the rotation: the button then offers to start again from the first.
  const rotating = playing && selected < last;
  const atTheEnd = !rotating && selected === last;
  useEffect(() => {
    if (!embla || !rotating || hovered) return;
    const timer = setTimeout(() => embla.scrollNext(reducedMotion), autoplayDelayMs);
    return () => clearTimeout(timer);
  }, [embla, rotating, hovered, selected, reducedMotion]);

  const toggleRotation = () => {
    if (atTheEnd) embla?.scrollTo(0, reducedMotion);
    setChosenPlaying(!rotating);
  };
  const goTo = useCallback((index: number) => embla?.scrollTo(index, reducedMotion), [embla, reducedMotion]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') embla?.scrollPrev(reducedMotion);
    else if (event.key === 'ArrowRight') embla?.scrollNext(reducedMotion);
    else return;
    event.preventDefault();
  };
  // WAI-ARIA: keyboard focus entering the carousel stops the rotation for good (until started
  // again); a click's focus does not, or pressing "Pause" would stop and then toggle it back on.
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.matches(':focus-visible')) setChosenPlaying(false);
  };

  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- WAI-ARIA carousel: arrow keys on its controls bubble up here
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative bg-navy text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      <h1 className="sr-only">{pageTitle}</h1>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex" aria-live={rotating && !hovered ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              inert={hydrated && index !== selected}
              className={`min-w-0 shrink-0 grow-0 basis-full ${!hydrated && index > 0 ? 'invisible' : ''}`}
            >
              <div className="page-width grid items-center gap-8 pb-8 pt-14 md:grid-cols-[1fr_1fr] md:pb-10 md:pt-20">
                <div className="grid content-start gap-5">
                  <ul className="m-0 p-0 list-none flex flex-wrap gap-3">
                    {slide.topics.map((topic) => (
                      <li key={topic.href}>
                        <a
                          href={topic.href}
                          className="inline-block rounded-full border border-white/40 px-3 py-1 text-sm font-semibold text-sky-100 no-underline hover:bg-white/10 site-focus-ring focus-visible:outline-white"
                        >
                          {topic.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                  <h2 className="m-0 heading-1">{slide.title}</h2>
                  <p className="m-0 lead text-slate-200">{slide.tagline}</p>
                  <p className="m-0 pt-2">
                    <a href={slide.action.href} className="btn-inverse">
                      {slide.action.label}
                    </a>
                  </p>
                </div>
                <Picture
                  image={slide.image}
                  alt={slide.imageAlt}
                  sizes="(min-width: 48rem) min(50vw, 38rem), 100vw"
                  width={640}
                  height={360}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  className="block h-auto w-full rounded-lg"
                />
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className={`page-width flex h-16 items-center gap-4 pb-6 ${hydrated ? '' : 'invisible'}`}>
        <button
          type="button"
          className={controlButton}
          onClick={toggleRotation}
          aria-label={
            rotating
              ? 'Pause slide rotation'
              : atTheEnd
                ? 'Start slide rotation again from the first slide'
                : 'Start slide rotation'
          }
        >
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
            {rotating ? (
              <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />
            ) : (
              <path d="M4 2.5v11L13 8z" fill="currentColor" />
            )}
          </svg>
        </button>
        <div className="flex items-center gap-2">
          {slides.map((slide, index) => (
            <button
              key={slide.title}
              type="button"
              onClick={() => goTo(index)}
              aria-label={`Go to slide ${index + 1}: ${slide.title}`}
              aria-current={index === selected ? 'true' : undefined}
              className="group inline-flex h-11 w-8 items-center justify-center rounded-sm site-focus-ring focus-visible:outline-white"
            >
              {/* One width for every dot, narrowed by a clip: a changing width moved the dots beside it, a layout shift. */}
              <span
                aria-hidden="true"
                className={`block h-2.5 w-7 rounded-full transition-[clip-path,background-color] ${index === selected ? '[clip-path:inset(0_round_5px)] bg-white' : '[clip-path:inset(0_9px_round_5px)] bg-white/50 group-hover:bg-white/80'}`}
              />
            </button>
          ))}
        </div>
        <div className="ml-auto hidden gap-3 md:flex">
          <button
            type="button"
            className={controlButton}
            onClick={() => embla?.scrollPrev(reducedMotion)}
            disabled={selected === 0}
            aria-label="Previous slide"
          >
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
              <path
                d="M10 3L5 8l5 5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
          <button
            type="button"
            className={controlButton}
            onClick={() => embla?.scrollNext(reducedMotion)}
            disabled={selected === last}
            aria-label="Next slide"
          >
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
              <path
                d="M6 3l5 5-5 5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </div>
      </div>
    </section>
  );
}
