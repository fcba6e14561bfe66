import { useEffect, useRef, useState } from 'react';
import { localeOf } from '../../lib/languages';
import { currentLanguage, localize } from '../../lib/localize';
import { MAP_AREAS, MAP_IMAGE_WIDTH, scaledCoords } from './eu-map';
import mapImage from './eu-map.svg';

/**
 * The EU countries whose clients the Malta investment company serves, as an image map: each country's
 * area leads to that company's section. The image shrinks with the screen, and its areas' coordinates
 * (drawn at 900 px) are scaled to the width it is shown at.
 */
export function EuMap({ sectionId }: { sectionId: string }) {
  const image = useRef<HTMLImageElement>(null);
  const [shownWidth, setShownWidth] = useState(MAP_IMAGE_WIDTH);
  const countryName = new Intl.DisplayNames([localeOf(currentLanguage())], { type: 'region' });

  useEffect(() => {
    const measure = () => {
      if (image.current?.clientWidth) setShownWidth(image.current.clientWidth);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  return (
    <figure className="eu-map">
      <img
        ref={image}
        src={mapImage}
        width={MAP_IMAGE_WIDTH}
        useMap="#eu-map"
        alt={localize('Map of the European Union countries we serve')}
        onLoad={(event) => setShownWidth(event.currentTarget.clientWidth)}
      />
      <map name="eu-map">
        {MAP_AREAS.map(({ country, box }) => (
          <area
            key={country}
            shape="rect"
            coords={scaledCoords(box, shownWidth)}
            href={`#${sectionId}`}
            alt={countryName.of(country) ?? country}
            data-country={country}
          />
        ))}
      </map>
      <figcaption>{localize('Clients in these countries are served by our Malta investment company.')}</figcaption>
    </figure>
  );
}
