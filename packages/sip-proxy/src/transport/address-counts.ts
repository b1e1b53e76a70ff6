/** Open sockets per remote address, against a cap. */
export class AddressCounts {
  private readonly counts = new Map<string, number>();

  constructor(private readonly max: number) {}

  take(address: string): boolean {
    const count = this.counts.get(address) ?? 0;
    if (count >= this.max) return false;
    this.counts.set(address, count + 1);
    return true;
  }

  release(address: string): void {
    const count = (this.counts.get(address) ?? 1) - 1;
    if (count <= 0) this.counts.delete(address);
    else this.counts.set(address, count);
  }
}
