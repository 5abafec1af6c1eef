import { useCallback, useRef } from 'react';
import { usePageMeta } from '../common/usePageMeta.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { Collections } from './Collections.tsx';
import { FeaturedCars } from './FeaturedCars.tsx';
import { Hero } from './Hero.tsx';
import { Services } from './Services.tsx';

export function HomePage() {
  const { t } = useLanguage();
  usePageMeta(t.meta.siteTitle, t.meta.descriptions.home);
  const featuredHeadingRef = useRef<HTMLHeadingElement>(null);

  const showFeatured = useCallback(() => {
    const heading = featuredHeadingRef.current;
    if (!heading) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue from the section they jumped to.
    heading.focus({ preventScroll: true });
  }, []);

  return (
    <>
      <Hero onShowFeatured={showFeatured} />
      <FeaturedCars headingRef={featuredHeadingRef} />
      <Collections />
      <Services />
    </>
  );
}
