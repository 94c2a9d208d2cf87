import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The diagram's columns, left to right: the browser, the app's parts, the services they call. */
const columns = {client: {x: 10, width: 140}, app: {x: 200, width: 300}, service: {x: 540, width: 212}};

interface Box {
  tone: keyof typeof columns;
  row: number;
  title: string;
  lines: string[];
}

function Arrow({from, to}: {from: [number, number]; to: [number, number]}): ReactNode {
  return (
    <line x1={from[0]} y1={from[1]} x2={to[0]} y2={to[1]} className={styles.arrow} markerEnd="url(#parts-arrowhead)" />
  );
}

/** How Inkwell's parts sit in a Next.js app: inline SVG, to follow the colour mode; one summary for screen readers. */
export default function PartsDiagram(): ReactNode {
  const boxes: Box[] = [
    {
      tone: 'client',
      row: 1,
      title: translate({id: 'intro.diagram.browser', message: 'Browser'}),
      lines: [translate({id: 'intro.diagram.browserWho', message: 'visitors, editors'})],
    },
    {
      tone: 'app',
      row: 0,
      title: 'app/inkwell-site/[[...slug]]',
      lines: ['Inkwell.resolve(path)', '→ <InkwellRouter>, <AdminToolbar>'],
    },
    {
      tone: 'app',
      row: 1,
      title: 'app/api/inkwell/[...path]',
      lines: [
        'Inkwell.routeHandlers',
        translate({id: 'intro.diagram.contentApi', message: 'the editor screens save here'}),
      ],
    },
    {
      tone: 'app',
      row: 2,
      title: 'app/api/auth/[...path]',
      lines: [
        'InkwellAuth.routeHandlers',
        translate({id: 'intro.diagram.signIn', message: 'sign-in, callback, sign-out'}),
      ],
    },
    {
      tone: 'service',
      row: 0,
      title: translate({id: 'intro.diagram.dataStore', message: 'Data store'}),
      lines: [translate({id: 'intro.diagram.dataStoreKinds', message: 'file, MongoDB, DynamoDB'})],
    },
    {
      tone: 'service',
      row: 1,
      title: translate({id: 'intro.diagram.media', message: 'Media storage'}),
      lines: [translate({id: 'intro.diagram.mediaKinds', message: 'folder, S3, Cloudinary'})],
    },
    {
      tone: 'service',
      row: 2,
      title: translate({id: 'intro.diagram.providers', message: 'Sign-in provider'}),
      lines: [translate({id: 'intro.diagram.providerKinds', message: 'GitHub, Google, Microsoft'})],
    },
  ];
  const title = translate({id: 'intro.diagram.title', message: 'How Inkwell fits into your Next.js app'});
  const description = translate({
    id: 'intro.diagram.description',
    message:
      'The browser requests three parts of your Next.js app. The catch-all page resolves the path with Inkwell.resolve and renders it with InkwellRouter, reading the data store. The content API route serves the editor screens and writes to the data store and media storage. The sign-in route sends people to GitHub, Google or Microsoft and back, and records users in the data store.',
  });
  return (
    <figure className={styles.figure}>
      <svg
        viewBox="0 0 760 340"
        role="img"
        aria-labelledby="parts-diagram-title parts-diagram-desc"
        className={styles.svg}
      >
        <title id="parts-diagram-title">{title}</title>
        <desc id="parts-diagram-desc">{description}</desc>
        <defs>
          <marker
            id="parts-arrowhead"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" className={styles.arrowhead} />
          </marker>
        </defs>
        <rect x={185} y={10} width={330} height={322} rx={12} className={styles.appFrame} />
        <text x={200} y={38} className={styles.frameLabel}>
          {translate({id: 'intro.diagram.app', message: 'Your Next.js app, with @inkwell/cms'})}
        </text>
        <Arrow from={[150, 175]} to={[198, 93]} />
        <Arrow from={[150, 187]} to={[198, 187]} />
        <Arrow from={[150, 199]} to={[198, 281]} />
        <Arrow from={[500, 93]} to={[538, 93]} />
        <Arrow from={[500, 170]} to={[538, 110]} />
        <Arrow from={[500, 187]} to={[538, 187]} />
        <Arrow from={[500, 281]} to={[538, 281]} />
        <Arrow from={[500, 265]} to={[538, 120]} />
        {boxes.map(({tone, row, title, lines}) => {
          const {x, width} = columns[tone];
          const y = 56 + row * 94;
          return (
            <g key={title} className={styles[tone]}>
              <rect x={x} y={y} width={width} height={74} rx={8} className={styles.box} />
              {/* The app's titles are code (file paths), set in the monospace font. */}
              <text x={x + 12} y={y + 24} className={tone === 'app' ? styles.codeTitle : styles.title}>
                {title}
              </text>
              {lines.map((line, index) => (
                <text key={line} x={x + 12} y={y + 46 + index * 18} className={styles.line}>
                  {line}
                </text>
              ))}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
