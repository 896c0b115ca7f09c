#include "net/lan/sqlite_faults.h"

#include <sqlite3.h>

#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>

namespace inno::net::sqlite_faults {

namespace {

std::mutex faultsMutex;
std::map<std::string, std::shared_ptr<WriteFault>>& faults() {
    static auto* map = new std::map<std::string, std::shared_ptr<WriteFault>>;
    return *map;
}

std::shared_ptr<WriteFault> faultFor(const char* file) {
    if (!file) return nullptr;
    const std::string name(file);
    std::lock_guard lock(faultsMutex);
    for (const auto& [path, fault] : faults())
        if (name.compare(0, path.size(), path) == 0) return fault;
    return nullptr;
}

sqlite3_vfs* root() {
    static sqlite3_vfs* vfs = sqlite3_vfs_find(nullptr);
    return vfs;
}

// The file as SQLite sees it: our methods, then the system VFS's own file right behind it.
struct File {
    sqlite3_file base;
    std::string* name;
    sqlite3_file* real() { return reinterpret_cast<sqlite3_file*>(this + 1); }
};
File* self(sqlite3_file* f) { return reinterpret_cast<File*>(f); }
sqlite3_file* real(sqlite3_file* f) { return self(f)->real(); }

int xClose(sqlite3_file* f) {
    const int rc = real(f)->pMethods ? real(f)->pMethods->xClose(real(f)) : SQLITE_OK;
    delete self(f)->name;
    return rc;
}
int xRead(sqlite3_file* f, void* p, int n, sqlite3_int64 off) { return real(f)->pMethods->xRead(real(f), p, n, off); }
int xWrite(sqlite3_file* f, const void* p, int n, sqlite3_int64 off) {
    if (const auto fault = faultFor(self(f)->name->c_str()); fault && *fault) {
        if (const auto written = (*fault)(static_cast<std::size_t>(n))) {
            if (*written > 0)
                real(f)->pMethods->xWrite(real(f), p, static_cast<int>(std::min<std::size_t>(*written, static_cast<std::size_t>(n))), off);
            return SQLITE_FULL;
        }
    }
    return real(f)->pMethods->xWrite(real(f), p, n, off);
}
int xTruncate(sqlite3_file* f, sqlite3_int64 size) { return real(f)->pMethods->xTruncate(real(f), size); }
int xSync(sqlite3_file* f, int flags) { return real(f)->pMethods->xSync(real(f), flags); }
int xFileSize(sqlite3_file* f, sqlite3_int64* size) { return real(f)->pMethods->xFileSize(real(f), size); }
int xLock(sqlite3_file* f, int lock) { return real(f)->pMethods->xLock(real(f), lock); }
int xUnlock(sqlite3_file* f, int lock) { return real(f)->pMethods->xUnlock(real(f), lock); }
int xCheckReservedLock(sqlite3_file* f, int* out) { return real(f)->pMethods->xCheckReservedLock(real(f), out); }
int xFileControl(sqlite3_file* f, int op, void* arg) { return real(f)->pMethods->xFileControl(real(f), op, arg); }
int xSectorSize(sqlite3_file* f) { return real(f)->pMethods->xSectorSize(real(f)); }
int xDeviceCharacteristics(sqlite3_file* f) { return real(f)->pMethods->xDeviceCharacteristics(real(f)); }
int xShmMap(sqlite3_file* f, int region, int size, int extend, void volatile** p) {
    return real(f)->pMethods->xShmMap(real(f), region, size, extend, p);
}
int xShmLock(sqlite3_file* f, int offset, int n, int flags) { return real(f)->pMethods->xShmLock(real(f), offset, n, flags); }
void xShmBarrier(sqlite3_file* f) { real(f)->pMethods->xShmBarrier(real(f)); }
int xShmUnmap(sqlite3_file* f, int deleteFlag) { return real(f)->pMethods->xShmUnmap(real(f), deleteFlag); }
int xFetch(sqlite3_file* f, sqlite3_int64 off, int amount, void** p) { return real(f)->pMethods->xFetch(real(f), off, amount, p); }
int xUnfetch(sqlite3_file* f, sqlite3_int64 off, void* p) { return real(f)->pMethods->xUnfetch(real(f), off, p); }

const sqlite3_io_methods kMethods = {3,          xClose,    xRead,         xWrite,   xTruncate,         xSync,      xFileSize,
                                     xLock,      xUnlock,   xCheckReservedLock, xFileControl, xSectorSize, xDeviceCharacteristics,
                                     xShmMap,    xShmLock,  xShmBarrier,   xShmUnmap, xFetch,           xUnfetch};

int xOpen(sqlite3_vfs*, sqlite3_filename name, sqlite3_file* f, int flags, int* outFlags) {
    File* file = self(f);
    file->base.pMethods = nullptr;
    file->name = new std::string(name ? name : "");
    const int rc = root()->xOpen(root(), name, file->real(), flags, outFlags);
    if (rc != SQLITE_OK || !file->real()->pMethods) {
        delete file->name;
        return rc;
    }
    file->base.pMethods = &kMethods;
    return rc;
}
int xDelete(sqlite3_vfs*, const char* name, int syncDir) { return root()->xDelete(root(), name, syncDir); }
int xAccess(sqlite3_vfs*, const char* name, int flags, int* out) { return root()->xAccess(root(), name, flags, out); }
int xFullPathname(sqlite3_vfs*, const char* name, int n, char* out) { return root()->xFullPathname(root(), name, n, out); }
void* xDlOpen(sqlite3_vfs*, const char* name) { return root()->xDlOpen(root(), name); }
void xDlError(sqlite3_vfs*, int n, char* out) { root()->xDlError(root(), n, out); }
void (*xDlSym(sqlite3_vfs*, void* h, const char* sym))(void) { return root()->xDlSym(root(), h, sym); }
void xDlClose(sqlite3_vfs*, void* h) { root()->xDlClose(root(), h); }
int xRandomness(sqlite3_vfs*, int n, char* out) { return root()->xRandomness(root(), n, out); }
int xSleep(sqlite3_vfs*, int us) { return root()->xSleep(root(), us); }
int xCurrentTime(sqlite3_vfs*, double* out) { return root()->xCurrentTime(root(), out); }
int xGetLastError(sqlite3_vfs*, int n, char* out) { return root()->xGetLastError(root(), n, out); }
int xCurrentTimeInt64(sqlite3_vfs*, sqlite3_int64* out) { return root()->xCurrentTimeInt64(root(), out); }

}  // namespace

const char* vfsName() {
    static const char* name = [] {
        static sqlite3_vfs vfs{};
        vfs.iVersion = 2;
        vfs.szOsFile = static_cast<int>(sizeof(File)) + root()->szOsFile;
        vfs.mxPathname = root()->mxPathname;
        vfs.zName = "innovation-faults";
        vfs.xOpen = xOpen;
        vfs.xDelete = xDelete;
        vfs.xAccess = xAccess;
        vfs.xFullPathname = xFullPathname;
        vfs.xDlOpen = xDlOpen;
        vfs.xDlError = xDlError;
        vfs.xDlSym = xDlSym;
        vfs.xDlClose = xDlClose;
        vfs.xRandomness = xRandomness;
        vfs.xSleep = xSleep;
        vfs.xCurrentTime = xCurrentTime;
        vfs.xGetLastError = xGetLastError;
        vfs.xCurrentTimeInt64 = xCurrentTimeInt64;
        if (sqlite3_vfs_register(&vfs, 0) != SQLITE_OK) throw std::runtime_error("cannot register the SQLite VFS");
        return vfs.zName;
    }();
    return name;
}

void setWriteFault(const std::string& path, WriteFault fault) {
    std::lock_guard lock(faultsMutex);
    if (fault) faults()[path] = std::make_shared<WriteFault>(std::move(fault));
    else faults().erase(path);
}

}  // namespace inno::net::sqlite_faults
