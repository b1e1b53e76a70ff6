// spec 2 §7: "downloaded media is kept in a local 'Files' store (id, file)" — IndexedDB, one record per attachment id.
const DATABASE = "mobex-chat";
const STORE = "Files";

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "id" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB unavailable"));
  });
}

function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return openDatabase().then((database) =>
    new Promise<T>((resolve, reject) => {
      const request = action(database.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error("IndexedDB request failed"));
    }).finally(() => database.close()),
  );
}

export async function storedFile(id: string): Promise<Blob | null> {
  // IndexedDB types a record as any; this store holds only { id, file } records (storeFile).
  const record = (await run("readonly", (store) => store.get(id))) as { id: string; file: Blob } | undefined;
  return record?.file ?? null;
}

export async function storeFile(id: string, file: Blob): Promise<void> {
  await run("readwrite", (store) => store.put({ id, file }));
}
