import { useEffect, useState } from 'react';

/** The bars that stay on top of the page as it scrolls (see global.css): a sticky table header goes below them. */
const stickyBars = '.app-header, .app-hnav--bar';

/** How far from the window's top a sticky element must stay to show below the console's own bars. */
export function useStickyTop(): number {
  const [top, setTop] = useState(64);
  useEffect(() => {
    const measure = () => {
      const bottoms = [...document.querySelectorAll(stickyBars)].map((bar) => {
        const style = getComputedStyle(bar);
        return style.position === 'sticky' ? parseFloat(style.top) + bar.getBoundingClientRect().height : 0;
      });
      setTop(Math.max(0, ...bottoms));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return top;
}
