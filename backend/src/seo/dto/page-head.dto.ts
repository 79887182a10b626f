import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import type { JsonLd, PageRobots } from '../page-head';

export class PageHeadQueryDto {
  @ApiProperty({ example: '/portfolio?provider=5', description: 'A page path of the site with its query (starts with one /)' })
  @IsString()
  @MaxLength(2000)
  @Matches(/^\/(?!\/)/, { message: 'Cesta stránky musí začínat znakem /' })
  path: string;
}

export class PageHeadDto {
  @ApiProperty({ enum: [200, 404, 410], description: 'What the server answers for the page: 404 unknown page or provider, 410 deleted provider' })
  status: 200 | 404 | 410;

  @ApiProperty({ example: 'Foto Novák – Fotografie, Praha – Svatby', description: "The page's <title>" })
  title: string;

  @ApiProperty({
    example: 'Foto Novák: svatební fotograf v Praze. Portfolio, hodnocení párů a ceny od 15 000 Kč.',
    description: 'The meta description (at most 160 characters)',
  })
  description: string;

  @ApiProperty({ type: String, nullable: true, example: 'https://svatby.cz/portfolio?provider=5', description: 'Absolute canonical URL; null for pages not indexed' })
  canonical: string | null;

  @ApiProperty({ example: 'https://svatby.cz/og-image.png', description: 'Absolute URL of the social preview image' })
  image: string;

  @ApiProperty({
    enum: ['index, follow', 'noindex, nofollow'],
    description: 'The robots meta tag: whether search engines may index the page',
  })
  robots: PageRobots;

  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    example: [{ '@context': 'https://schema.org', '@type': 'LocalBusiness', name: 'Foto Novák', url: 'https://svatby.cz/portfolio?provider=5' }],
    description: 'schema.org objects (LocalBusiness, BreadcrumbList, FAQPage, WebSite), each a JSON-LD script',
  })
  jsonLd: JsonLd[];
}
