import { describeFeatureDictionaries } from '../../lib/testing';
import ar from './locales/ar.json';
import en from './locales/en.json';
import ja from './locales/ja.json';
import zh from './locales/zh.json';

describeFeatureDictionaries('checkout', { en, zh, ar, ja });
