import { ApiProperty } from '@nestjs/swagger';
import type { Viewer } from '../viewer/viewer';
import { UserDto } from './auth-responses.dto';

/** The signed-in user's provider profile as the app's frame shows it. */
export class SessionProviderDto {
  @ApiProperty({ example: 7, description: 'The provider profile id' })
  id: number;

  @ApiProperty({ example: 'Fotoateliér Jana', description: 'The public business name' })
  companyName: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/uploads/profile/3f2a9c.webp',
    description: 'Path of the profile image; null without one',
  })
  profileImageUrl: string | null;

  @ApiProperty({ example: false, description: 'A demo profile (seeded sample data)' })
  isDemo: boolean;

  @ApiProperty({
    type: String,
    enum: ['basic', 'premium'],
    nullable: true,
    description: 'The plan of the active subscription, or null without one',
  })
  activePlan: 'basic' | 'premium' | null;
}

/** GET /api/session: who is using the app, in one answer (visitors too). */
export class SessionDto {
  @ApiProperty({ type: UserDto, nullable: true, description: 'The signed-in user (as GET /api/auth/user answers), or null for a visitor' })
  user: UserDto | null;

  @ApiProperty({ example: false, description: 'The signed-in user is an admin (false for a visitor)' })
  isAdmin: boolean;

  @ApiProperty({
    type: SessionProviderDto,
    nullable: true,
    description: "The signed-in user's provider profile with its active plan, or null (a visitor, a couple, an admin)",
  })
  provider: SessionProviderDto | null;

  /** `hasPassword`: the caller says (UserDto.from). */
  static from(viewer: Viewer, hasPassword: boolean): SessionDto {
    const { user, provider } = viewer;
    return {
      user: user ? UserDto.from(user, hasPassword) : null,
      isAdmin: viewer.isAdmin,
      provider: provider && {
        id: provider.id,
        companyName: provider.companyName,
        profileImageUrl: provider.profileImageUrl,
        isDemo: provider.isDemo,
        activePlan: provider.activePlan,
      },
    };
  }
}
