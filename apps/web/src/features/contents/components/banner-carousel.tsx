import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { CONTENT_SECTIONS } from '@shop/shared';
import { Image } from '../../../components/ui/image/image';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { fileUrl } from '../../../lib/file-url';
import { cx } from '../../../utils/cx';
import { useContentSection } from '../api/get-contents';
import { sectionItems, type ContentItem } from '../utils/content-items';
import { ContentLink } from './content-link';
import styles from './banner-carousel.module.css';

/** A banner stays 12 s (docs/architecture.md, "Contract: constants and limits"). */
export const BANNER_INTERVAL_MS = 12_000;
const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 500;

/** The 'Main Banner' items as a carousel; 'No hay banners disponibles.' when there are none. */
export function BannerCarousel() {
  const { data: section, isPending } = useContentSection(CONTENT_SECTIONS.mainBanner);
  const slides = sectionItems(section).filter((item) => item.image);

  if (isPending) {
    return (
      <div className={styles.frame} aria-hidden="true">
        <Skeleton className={styles.fill} radius="md" />
      </div>
    );
  }
  if (slides.length === 0) {
    return (
      <section aria-label="Promociones" className={cx(styles.frame, styles.emptyFrame)}>
        <p className={styles.empty}>No hay banners disponibles.</p>
      </section>
    );
  }
  return <Carousel slides={slides} />;
}

/**
 * A banner's message as live text over its picture, so it scales with the screen instead of
 * shrinking with the image (lettering inside a 1600 px picture is about 9 px on a phone).
 */
function BannerCaption({ slide }: { slide: ContentItem }) {
  return (
    <span className={styles.caption}>
      <span className={styles.headline}>{slide.name}</span>
      <span className={styles.description}>{slide.description}</span>
      {slide.url ? (
        <span className={styles.cta} aria-hidden="true">
          Ver productos
        </span>
      ) : null}
    </span>
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * WAI-ARIA APG carousel: arrows and dots move one way or the other (wrapping at both ends);
 * rotation stops while the pointer or the focus is inside, can be paused, and does not start on
 * its own for people who ask for reduced motion.
 */
function Carousel({ slides }: { slides: ContentItem[] }) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  // Paused from the start for reduced motion, until the visitor chooses (a page drawn on the
  // server knows no preference: the browser applies it right after hydration, long before a turn).
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [pausedChoice, setPausedChoice] = useState<boolean | null>(null);
  const paused = pausedChoice ?? reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const current = index % count;
  const rotating = count > 1 && !paused && !hovered && !focused;

  // Wraps at both ends: before the first comes the last.
  const go = (step: number) =>
    setIndex((value) => ((((value % count) + step) % count) + count) % count);

  // Keyed on the index: a manual move gives the new banner its full 12 s.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(
      () => setIndex((value) => ((value % count) + 1) % count),
      BANNER_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  return (
    <section
      aria-roledescription="carrusel"
      aria-label="Promociones"
      className={styles.carousel}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node && event.currentTarget.contains(next))) setFocused(false);
      }}
    >
      <div className={styles.stage}>
        <div className={styles.frame}>
          <div
            className={styles.track}
            style={{ transform: `translateX(-${current * 100}%)` }}
            aria-live={rotating ? 'off' : 'polite'}
          >
            {slides.map((slide, position) => (
              <div
                key={`${position}-${slide.name}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} de ${count}`}
                className={styles.slide}
                inert={position !== current}
                aria-hidden={position !== current || undefined}
              >
                <ContentLink url={slide.url} className={styles.slideLink}>
                  <Image
                    className={styles.image}
                    src={fileUrl('content', slide.image)}
                    // A banner with a description says it in text over the picture.
                    alt={slide.description ? '' : slide.name}
                    width={BANNER_WIDTH}
                    height={BANNER_HEIGHT}
                    loading={position === 0 ? 'eager' : 'lazy'}
                    fetchPriority={position === 0 ? 'high' : 'auto'}
                  />
                  {slide.description ? <BannerCaption slide={slide} /> : null}
                </ContentLink>
              </div>
            ))}
          </div>
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              className={cx(styles.arrow, styles.previous)}
              aria-label="Banner anterior"
              onClick={() => go(-1)}
            >
              <ChevronLeft size={24} aria-hidden="true" />
            </button>
            <button
              type="button"
              className={cx(styles.arrow, styles.next)}
              aria-label="Banner siguiente"
              onClick={() => go(1)}
            >
              <ChevronRight size={24} aria-hidden="true" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.pause}
            aria-label={
              paused ? 'Reanudar la rotación de banners' : 'Pausar la rotación de banners'
            }
            onClick={() => setPausedChoice(!paused)}
          >
            {paused ? (
              <Play size={14} aria-hidden="true" />
            ) : (
              <Pause size={14} aria-hidden="true" />
            )}
          </button>
          {slides.map((slide, position) => (
            <button
              key={`${position}-${slide.name}`}
              type="button"
              className={styles.dot}
              aria-label={`Ir al banner ${position + 1}`}
              aria-current={position === current ? 'true' : undefined}
              onClick={() => setIndex(position)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
