import {
  Aperture,
  Armchair,
  Baby,
  BedDouble,
  BookHeart,
  Cake,
  Camera,
  Candy,
  Car,
  Castle,
  ClipboardList,
  Crown,
  Disc3,
  Flower2,
  Footprints,
  Gem,
  Guitar,
  HeartHandshake,
  Lightbulb,
  ListChecks,
  Mail,
  Martini,
  Mic,
  PartyPopper,
  Rocket,
  Scissors,
  Shirt,
  Sparkles,
  Tent,
  Utensils,
  Video,
  type LucideIcon,
} from 'lucide-react';

/**
 * The catalogue's icon names (lucide, kebab-case, see backend catalog data) mapped to components.
 * A static map keeps the bundle to these icons only; an unknown name falls back to Sparkles.
 */
const ICONS: Record<string, LucideIcon> = {
  aperture: Aperture,
  armchair: Armchair,
  baby: Baby,
  'bed-double': BedDouble,
  'book-heart': BookHeart,
  cake: Cake,
  camera: Camera,
  candy: Candy,
  car: Car,
  castle: Castle,
  'clipboard-list': ClipboardList,
  crown: Crown,
  'disc-3': Disc3,
  'flower-2': Flower2,
  footprints: Footprints,
  gem: Gem,
  guitar: Guitar,
  'heart-handshake': HeartHandshake,
  lightbulb: Lightbulb,
  'list-checks': ListChecks,
  mail: Mail,
  martini: Martini,
  mic: Mic,
  'party-popper': PartyPopper,
  rocket: Rocket,
  scissors: Scissors,
  shirt: Shirt,
  sparkles: Sparkles,
  tent: Tent,
  utensils: Utensils,
  video: Video,
};

export interface CategoryIconProps {
  name: string;
  size?: number;
  className?: string;
}

/** A category's icon; decorative (the category name is always shown beside it). */
export function CategoryIcon({ name, size = 24, className }: CategoryIconProps) {
  const Icon = ICONS[name] ?? Sparkles;
  return <Icon size={size} className={className} aria-hidden="true" focusable="false" />;
}
