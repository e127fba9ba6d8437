export { UI_NAMESPACE } from './i18n/namespace';
export { useUiTranslation } from './i18n/use-ui-translation';

export {
  FirstViewContext,
  usePageHead,
  useFirstRenderTime,
  useFirstView,
  useFirstViewData,
  useServerLocation,
  useServerUrl,
  type LocationParts,
} from './hooks/first-view';
export { FirstViewSheetsContext } from './hooks/first-view-sheets';
export {
  BREAKPOINTS,
  InitialWidthContext,
  RESIZE_DEBOUNCE_MS,
  breakpointOf,
  useBreakpoint,
  useIsMobile,
  useWindowWidth,
  type Breakpoint,
} from './hooks/use-is-mobile';
export { lockBodyScroll, useScrollLock } from './hooks/use-scroll-lock';
export { focusableIn, useFocusTrap, type FocusTrapOptions } from './hooks/use-focus-trap';
export {
  useDismissableLayer,
  type DismissReason,
  type DismissableLayerOptions,
} from './hooks/use-dismissable-layer';

export { cx } from './components/cx';
export { Button, type ButtonProps } from './components/button';
export { Spinner, type SpinnerProps } from './components/spinner';
export { Alert, type AlertProps, type AlertVariant } from './components/alert';
export { Skeleton, type SkeletonProps } from './components/skeleton';
export {
  Dialog,
  Drawer,
  Modal,
  type DialogProps,
  type DrawerProps,
  type ModalProps,
} from './components/dialog';
export { Dropdown, type DropdownCloseReason, type DropdownProps } from './components/dropdown';
export {
  CAROUSEL_ANIMATION_MS,
  Carousel,
  SWIPE_THRESHOLD,
  clampIndex,
  swipeTarget,
  type CarouselProps,
  type PerView,
} from './components/carousel';
export {
  Price,
  PromoBadge,
  pricePerNight,
  pricePerPerson,
  promoToShow,
  type PriceProps,
  type PriceType,
} from './components/price';
export {
  AllIncentiveContext,
  REVIEW_SCORE_THRESHOLDS,
  ReviewScore,
  reviewScoreLabel,
  type ReviewScoreLabel,
  type ReviewScoreProps,
} from './components/review-score';
export {
  MAX_STRESS_BADGES,
  ROOMS_LEFT_MAX,
  STRESS_CYCLE_MS,
  StressBadges,
  stressBadges,
  type StressBadge,
  type StressBadgeKind,
  type StressBadgesProps,
  type StressColor,
  type StressInput,
  type StressMessage,
} from './components/stress-badges';
export {
  Breadcrumb,
  breadcrumbJsonLd,
  jsonForScript,
  type BreadcrumbItem,
  type BreadcrumbProps,
} from './components/breadcrumb';
export {
  Checkbox,
  RadioGroup,
  Stepper,
  Toggle,
  type CheckboxProps,
  type RadioGroupProps,
  type RadioOption,
  type StepperProps,
  type ToggleProps,
} from './components/controls';
export { Tabs, type TabItem, type TabsProps } from './components/tabs';
export { CustomerCareBlock, type CustomerCareBlockProps } from './components/customer-care-block';
export {
  GALLERY_DEFAULT_HEIGHT,
  GALLERY_GRID_MIN,
  GIFT_BOX_IMAGE_HEIGHT,
  galleryLayout,
  galleryPreview,
  imageUrl,
  type GalleryLayout,
} from './components/gallery';

export { lazyComponent, type LazyComponent } from './lifecycles/lazy-component';
export {
  RemoteRoot,
  remoteLifecycles,
  takeFirstView,
  type RemoteAppProps,
  type RemoteRootProps,
  type RemoteLifecycles,
  type RemoteLifecyclesOptions,
  type StyleSheets,
} from './lifecycles/remote-lifecycles';
export { PageErrorBoundary, routeLinkThroughShell, type PageErrorBoundaryProps } from './lifecycles/page-shell';
// Only some pages draw calendars and activity dates: their components are the sub-paths @storefront/ui/calendar-day and
// @storefront/ui/activity-dates (package.json exports), left out of the package every page loads.
