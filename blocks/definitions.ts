/**
 * Every block, by type. The build reads their definitions to validate pages and generate
 * schemas/page.schema.json; a page module imports only the components (blocks/<type>/index.tsx)
 * it uses.
 */
import button from './button/definition.ts';
import captcha from './captcha/definition.ts';
import checkbox from './checkbox/definition.ts';
import chatLog from './chatLog/definition.ts';
import chatLogModel from './chatLog/model.ts';
import choiceList from './choiceList/definition.ts';
import contactLink from './contactLink/definition.ts';
import countdownButton from './countdownButton/definition.ts';
import countdownButtonModel from './countdownButton/model.ts';
import deviceCheck from './deviceCheck/definition.ts';
import documentBlock from './document/definition.ts';
import figure from './figure/definition.ts';
import frame from './frame/definition.ts';
import grievanceOfficer from './grievanceOfficer/definition.ts';
import image from './image/definition.ts';
import imageGallery from './imageGallery/definition.ts';
import imagePicker from './imagePicker/definition.ts';
import installmentList from './installmentList/definition.ts';
import installmentListModel from './installmentList/model.ts';
import keyFacts from './keyFacts/definition.ts';
import labelValueRows from './labelValueRows/definition.ts';
import launchFields from './launchFields/definition.ts';
import listItem from './listItem/definition.ts';
import modal from './modal/definition.ts';
import orderCard from './orderCard/definition.ts';
import productCard from './productCard/definition.ts';
import radioGroup from './radioGroup/definition.ts';
import repaymentPlan from './repaymentPlan/definition.ts';
import ratingStars from './ratingStars/definition.ts';
import siteFooter from './siteFooter/definition.ts';
import siteHero from './siteHero/definition.ts';
import siteNav from './siteNav/definition.ts';
import stack from './stack/definition.ts';
import stepList from './stepList/definition.ts';
import statusBanner from './statusBanner/definition.ts';
import storeLinks from './storeLinks/definition.ts';
import tabs from './tabs/definition.ts';
import text from './text/definition.ts';
import textInput from './textInput/definition.ts';
import type { BlockDefinition } from '../renderer/contract/block/defineBlock.ts';
import type { ModelDefinition } from '../renderer/contract/block/defineModel.ts';

export const blockDefinitions: readonly BlockDefinition[] = [
  button,
  captcha,
  checkbox,
  chatLog,
  choiceList,
  contactLink,
  countdownButton,
  deviceCheck,
  documentBlock,
  figure,
  frame,
  grievanceOfficer,
  image,
  imageGallery,
  imagePicker,
  installmentList,
  keyFacts,
  labelValueRows,
  launchFields,
  listItem,
  modal,
  orderCard,
  productCard,
  radioGroup,
  repaymentPlan,
  ratingStars,
  siteFooter,
  siteHero,
  siteNav,
  stack,
  stepList,
  statusBanner,
  storeLinks,
  tabs,
  text,
  textInput,
];

/**
 * Block models by block type (blocks/<type>/model.ts), each keeping its own state's type, for the page's state and
 * dispatch action.
 */
export const modelDefinitions = {
  chatLog: chatLogModel,
  countdownButton: countdownButtonModel,
  installmentList: installmentListModel,
} satisfies Record<string, ModelDefinition>;
