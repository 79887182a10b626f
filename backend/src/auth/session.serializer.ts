import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { User } from './entities/user.entity';
import { UsersService } from './users.service';

/** The session stores only the user id; each request loads the current account (a deleted one signs out). */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersService) {
    super();
  }

  serializeUser(user: User, done: (error: unknown, id?: number) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: number, done: (error: unknown, user?: User | false) => void): void {
    this.users
      .findById(Number(id))
      .then((user) => done(null, user ?? false))
      .catch((error: unknown) => done(error));
  }
}
