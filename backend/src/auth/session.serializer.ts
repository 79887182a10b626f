import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { User } from './entities/user.entity';
import { UsersService } from './users.service';

/**
 * The session stores only the user id; each request loads the current account (a deleted one signs out).
 * Passport is one per process and keeps every serializer registered with it, the first one first: once
 * this app is closed (a test file boots several in turn), its serializer passes ('pass') to the next app's.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer implements OnModuleDestroy {
  private closed = false;

  constructor(private readonly users: UsersService) {
    super();
  }

  onModuleDestroy(): void {
    this.closed = true;
  }

  serializeUser(user: User, done: (error: unknown, id?: number) => void): void {
    if (this.closed) return done('pass');
    done(null, user.id);
  }

  deserializeUser(id: number, done: (error: unknown, user?: User | false) => void): void {
    if (this.closed) return done('pass');
    this.users
      .findById(Number(id))
      .then((user) => done(null, user ?? false))
      .catch((error: unknown) => done(error));
  }
}
