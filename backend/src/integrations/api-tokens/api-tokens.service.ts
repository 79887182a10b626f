import { BadRequestException, ConflictException, ForbiddenException, Injectable, Logger, NotFoundException, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuditLog, type AuditEntry } from '../../audit/audit.api';
import {
  ADMIN_ONLY_SCOPES,
  ApiTokenAuthentication,
  type ApiTokenGrant,
  type ApiTokenScopeName,
  type ApiTokenStore,
  type User,
  type Viewer,
} from '../../auth/auth.api';
import { fieldError } from '../../common/http/field-error';
import { API_TOKEN_MESSAGES, hashSecret, MAX_ACTIVE_TOKENS, MAX_EXPIRY_DAYS, newSecret, shouldNoteUse, tokenState } from './api-token-rules';
import { ApiTokensRepository, type ApiTokenRow } from './api-tokens.repository';
import type { ApiTokenDto, CreateApiTokenDto, CreatedApiTokenDto } from './dto/api-token.dto';

type Owner = Pick<User, 'id' | 'email' | 'isAdmin'>;

/**
 * Personal API tokens (issue 50): the owner's list, creation (the secret returned once, its hash
 * stored) and revocation, each with its audit entry; and the store the bearer path of Auth asks on
 * every token request (registered at init: Auth imports nothing of this module).
 */
@Injectable()
export class ApiTokensService implements ApiTokenStore, OnModuleInit {
  private readonly logger = new Logger(ApiTokensService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: ApiTokensRepository,
    private readonly audit: AuditLog,
    private readonly authentication: ApiTokenAuthentication,
  ) {}

  onModuleInit(): void {
    this.authentication.useStore(this);
  }

  async list(viewer: Viewer): Promise<ApiTokenDto[]> {
    const owner = this.owner(viewer);
    return (await this.tokens.listOf(owner.id)).map((row) => toDto(row));
  }

  async create(viewer: Viewer, dto: CreateApiTokenDto): Promise<CreatedApiTokenDto> {
    const owner = this.owner(viewer);
    const scopes = [...new Set(dto.scopes)];
    if (!owner.isAdmin && scopes.some((scope) => ADMIN_ONLY_SCOPES.includes(scope))) throw new ForbiddenException(API_TOKEN_MESSAGES.adminScope);
    const expiresAt = dto.expiresAt ? new Date(dto.expiresAt) : null;
    if (expiresAt && (expiresAt.getTime() <= Date.now() || expiresAt.getTime() > Date.now() + MAX_EXPIRY_DAYS * 86_400_000)) {
      throw fieldError('expiresAt', 'Platnost tokenu musí skončit v budoucnu, nejpozději za dva roky');
    }
    const { secret, prefix, hash } = newSecret();
    const row = await this.dataSource.transaction(async (manager) => {
      await this.tokens.lockUser(manager, owner.id);
      if ((await this.tokens.countActiveOf(manager, owner.id)) >= MAX_ACTIVE_TOKENS) throw new ConflictException(API_TOKEN_MESSAGES.tooMany);
      const created = await this.tokens.insert(manager, { userId: owner.id, name: dto.name, tokenPrefix: prefix, tokenHash: hash, scopes, expiresAt });
      await this.record(manager, owner, {
        action: 'api-token.create',
        targetType: 'api_token',
        targetId: created.id,
        details: { prefix, scopes, expiresAt: expiresAt?.toISOString() ?? null },
      });
      return created;
    });
    return { ...toDto(row), secret };
  }

  async revoke(viewer: Viewer, id: number): Promise<ApiTokenDto> {
    const owner = this.owner(viewer);
    return this.dataSource.transaction(async (manager) => {
      // Another account's token is as unknown as a missing one.
      const row = await this.tokens.findOwn(manager, owner.id, id);
      if (!row) throw new NotFoundException(API_TOKEN_MESSAGES.notFound);
      if (row.revokedAt) return toDto(row);
      const revokedAt = await this.tokens.revoke(manager, id);
      await this.record(manager, owner, { action: 'api-token.revoke', targetType: 'api_token', targetId: id, details: { prefix: row.tokenPrefix } });
      return toDto({ ...row, revokedAt });
    });
  }

  /** ApiTokenStore: the bearer lookup (by the indexed hash, so a revocation counts at once). */
  async authenticate(secret: string, address: string | null): Promise<ApiTokenGrant | null> {
    const row = await this.tokens.findActiveByHash(hashSecret(secret));
    if (!row) return null;
    if (shouldNoteUse(row.lastUsedAt)) {
      // A failed note must not fail the request it describes.
      await this.tokens
        .noteUse(row.id, address)
        .catch((error: unknown) => this.logger.warn(`Noting the use of API token ${row.id} failed: ${String(error)}`));
    }
    return { tokenId: row.id, userId: row.userId, scopes: row.scopes as ApiTokenScopeName[] };
  }

  /** ApiTokenStore: a password change that asked for it, in its transaction. */
  async revokeAllOf(manager: EntityManager, owner: Owner): Promise<number> {
    const ids = await this.tokens.revokeAllOf(manager, owner.id);
    for (const id of ids) {
      await this.record(manager, owner, { action: 'api-token.revoke', targetType: 'api_token', targetId: id, details: { reason: 'password-change' } });
    }
    return ids.length;
  }

  /** Only providers and admins hold tokens (issue 50); the guards already refused visitors. */
  private owner(viewer: Viewer): Owner {
    const user = viewer.user;
    if (!user) throw new BadRequestException();
    if (!viewer.provider && !viewer.isAdmin) throw new ForbiddenException(API_TOKEN_MESSAGES.rolesOnly);
    return { id: user.id, email: user.email, isAdmin: viewer.isAdmin };
  }

  /** An admin's entry under its name; a provider's as a party's (no e-mail kept in the log after the account goes). */
  private record(manager: EntityManager, owner: Owner, entry: AuditEntry): Promise<void> {
    if (owner.isAdmin) return this.audit.record(manager, owner, entry);
    return this.audit.recordParty(manager, { ...entry, details: { ...entry.details, actor: 'provider', userId: owner.id } });
  }
}

function toDto(row: ApiTokenRow): ApiTokenDto {
  return {
    id: row.id,
    name: row.name,
    prefix: row.tokenPrefix,
    scopes: row.scopes as ApiTokenScopeName[],
    state: tokenState(row),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
