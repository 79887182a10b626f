import { ApiProperty } from '@nestjs/swagger';

export class CategoryDto {
  @ApiProperty({ example: 'photography' })
  id: string;

  @ApiProperty({ example: 'Fotografie' })
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ example: 'Foto a video' })
  group: string;

  @ApiProperty({ example: 'camera', description: 'lucide icon name (kebab-case)' })
  icon: string;

  @ApiProperty({ example: '15 000 – 45 000 Kč' })
  priceRange: string;

  @ApiProperty({ example: 12, description: 'Providers listed in the public catalogue with this category' })
  providerCount: number;
}

export class LocationDto {
  @ApiProperty({ example: 'hradec-kralove' })
  id: string;

  @ApiProperty({ example: 'Hradec Králové' })
  name: string;

  @ApiProperty({ enum: ['city', 'region', 'country'] })
  type: 'city' | 'region' | 'country';
}
