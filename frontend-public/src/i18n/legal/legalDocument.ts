import {
  COMPANY,
  formatRuleEuros,
  moneySentences,
  type LanguageCode,
  type LegalPageKey,
  type MoneySentences,
} from '@grandtour/shared';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  description: string;
  sections: readonly LegalSection[];
}

export interface LegalTexts {
  legal: {
    eyebrow: string;
    back: string;
    updated: string;
    /** "Read in a new tab" after a link to the terms, for screen readers and sighted users alike. */
    newTab: string;
    documents: Readonly<Record<LegalPageKey, LegalDocument>>;
  };
}

/** What every language's legal texts are written from: the company settings and the server's money rules. */
export interface LegalFacts {
  company: typeof COMPANY;
  address: string;
  shareCapital: string;
  money: MoneySentences;
}

export function legalFacts(language: LanguageCode): LegalFacts {
  return {
    company: COMPANY,
    address: COMPANY.address.join(', '),
    shareCapital: formatRuleEuros(COMPANY.shareCapitalCents, language),
    money: moneySentences(language),
  };
}
