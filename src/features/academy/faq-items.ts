// The academy's questions and answers about Traitforge.
import { DEFAULT_PARTNERS } from '@contract/partners';

const MULTIPLIERS = DEFAULT_PARTNERS.map((p) => `${p.title} ${p.multiplier}`).join(', ');

export interface FaqItem {
  question: string;
  answer: string;
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'What is Traitforge?',
    answer:
      'Traitforge is a toolbox for NFT creators on Stargaze: manage collections and their files, define and assign traits, export metadata, combine trait layers into unique images and batch-rename files, all without writing code.',
  },
  {
    question: 'How do I sign in?',
    answer:
      'Click Open App and pick Keplr, Leap, MetaMask, Magic Eden or Solflare, then sign the "Prove account ownership" message. No transaction is sent and nothing is spent. You can also sign in with your email and a six-character code.',
  },
  {
    question: 'What are credits and how do I earn them?',
    answer: `Holding NFTs of our partner collections earns credits: each token counts its collection's multiplier (${MULTIPLIERS}). Credits set how many files and combinations you can work with.`,
  },
  {
    question: 'Can I use Traitforge for free?',
    answer:
      'Yes. Everyone gets 100 free files on top of their credits and one free collection. The renamer handles up to 100 files without a wallet.',
  },
  {
    question: 'How many collections can I create?',
    answer: 'Email users get one free collection. Wallet users get one free collection plus one for every partner collection they hold.',
  },
  {
    question: 'Which image formats are supported?',
    answer: 'JPG, JPEG, PNG, GIF and WebP. Keep images under 10MB each; a collection holds up to 10 000 files.',
  },
  {
    question: 'How do traits and metadata work?',
    answer:
      'Add a trait (for example Background), add its values (Blue, Red) and assign one value per trait to each file, one by one or in batches by file number. Download the metadata JSON of one file or of the whole collection as a zip.',
  },
  {
    question: 'Does the Image Combiner upload my artwork?',
    answer:
      'No. The combiner works entirely in your browser: your layers never leave your computer. It builds up to 10 000 combinations and exports the images and their metadata as zip files.',
  },
  {
    question: 'Why must image and metadata files share the same number?',
    answer:
      'Minting tools pair 1.png with 1.json, 2.png with 2.json and so on, with no gaps. The renamer turns any set of files into sequential numbers so they line up.',
  },
  {
    question: 'Can I share my credits with a friend?',
    answer:
      'Yes, on the Borrow page you can lend credits you earned to another Stargaze address, and take them back by deleting the record. Credits you received cannot be lent on.',
  },
];
