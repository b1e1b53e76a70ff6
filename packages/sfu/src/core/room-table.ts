import { randomBytes } from "node:crypto";

/** How a plugin words the table's refusals (its own error codes, Janus's texts). */
export type RoomTableErrors = {
  unauthorized(): Error;
  exists(roomId: string): Error;
  missing(roomId: string): Error;
  full(): Error;
};

/**
 * The rooms of one plugin by id, as Janus keeps them: a `create` request wants the `admin_key` when
 * one is set, a missing id is made up, and there are at most `maxRooms`.
 */
export class RoomTable<Room> {
  private readonly rooms = new Map<string, Room>();

  constructor(
    private readonly maxRooms: number,
    private readonly adminKey: string | undefined,
    private readonly errors: RoomTableErrors,
  ) {}

  get(roomId: string): Room | undefined {
    return this.rooms.get(roomId);
  }

  require(roomId: string): Room {
    const room = this.rooms.get(roomId);
    if (!room) throw this.errors.missing(roomId);
    return room;
  }

  /** Janus's `admin_key` check of a `create` request. */
  checkAdminKey(adminKey: string | undefined): void {
    if (this.adminKey !== undefined && adminKey !== this.adminKey) throw this.errors.unauthorized();
  }

  /** Adds the room `make` builds (the key, if any, is checked before); returns its id. */
  create(roomId: string | undefined, make: (roomId: string) => Room): string {
    const id = roomId ?? randomBytes(8).toString("hex");
    if (this.rooms.has(id)) throw this.errors.exists(id);
    if (this.rooms.size >= this.maxRooms) throw this.errors.full();
    this.rooms.set(id, make(id));
    return id;
  }

  delete(roomId: string): void {
    this.rooms.delete(roomId);
  }

  values(): IterableIterator<Room> {
    return this.rooms.values();
  }

  clear(): void {
    this.rooms.clear();
  }
}
