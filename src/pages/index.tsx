import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {ScreenDemo} from '@site/src/components/InkwellDemo';
import HomeFeatures from './_components/HomeFeatures';
import HomeInstall from './_components/HomeInstall';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const title = translate({id: 'home.searchTitle', message: 'Inkwell, a small CMS for Next.js'});
  return (
    <Layout title={translate({id: 'home.title', message: 'A small CMS for Next.js'})} description={siteConfig.tagline}>
      <header className={styles.hero}>
        <div className={`container text--center ${styles.intro}`}>
          <Heading as="h1" className={styles.title}>
            Inkwell
          </Heading>
          <p className={styles.tagline}>
            <Translate id="home.promise">
              A small CMS for your Next.js app: your editors write posts and pages in Markdown, on the site itself.
            </Translate>
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/getting-started/prerequisites">
              <Translate id="home.getStarted">Get started</Translate>
            </Link>
            {/* Outlined: Infima's secondary button is a near-white block in dark mode. */}
            <Link className="button button--outline button--primary button--lg" to="/intro">
              <Translate id="home.whatIsIt">What is Inkwell?</Translate>
            </Link>
          </div>
        </div>
      </header>
      {/* The title is in the header above, outside what search indexes: named here for its result. */}
      <main data-pagefind-meta={`title:${title}`}>
        <HomeFeatures />
        <HomeInstall />
        <section className={styles.demo} aria-labelledby="home-demo">
          <div className="container">
            <Heading as="h2" id="home-demo" className="text--center">
              <Translate id="home.demo.title">The editor your editors get</Translate>
            </Heading>
            <p className="text--center">
              <Translate id="home.demo.intro">
                Type Markdown in the body: the preview shows what visitors will see, as you type.
              </Translate>
            </p>
            <div className={styles.picture}>
              <ScreenDemo screen="editor" />
            </div>
          </div>
        </section>
      </main>
    </Layout>
  );
}
