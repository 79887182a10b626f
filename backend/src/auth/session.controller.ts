import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SessionDto } from './dto/session.dto';
import { UsersService } from './users.service';
import { Viewer } from './viewer/viewer';

/** The frontend's one question about who is using it (the account's answers go out no-store, as all of /api). */
@ApiTags('auth')
@Controller('session')
export class SessionController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({
    operationId: 'authSession',
    summary: 'Who is using the app: the signed-in user, whether an admin, and the provider profile with its active plan (200 for visitors too)',
    description:
      'Open to anyone: a visitor gets an empty session, a signed-in user the account, its roles and, for a provider, the profile and ' +
      'active plan. Never cached.',
  })
  @ApiOkResponse({ type: SessionDto })
  async session(@Viewer() viewer: Viewer): Promise<SessionDto> {
    return SessionDto.from(viewer, viewer.user ? await this.users.hasPassword(viewer.user.id) : false);
  }
}
