package interp

import (
	"sync"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Storage kept across runs.
//
// Memory the process touches for the first time costs a page fault per
// page, and the Go runtime returns freed heap memory to the system between
// calls, so a program called repeatedly would fault its intermediates in
// afresh on every call. A Program therefore keeps the storage its runs
// released: when a run of Program.Run or Program.RunInto ends, the
// storage of its released intermediates (the process's spare tensors and
// its store, see runStore) goes into the Program's storageCache, and the
// next run takes it over and allocates its tensors there when kind of
// storage and element count match (tensor.Reuse clears it first).
//
// Only storage the run released goes there: never its results, the
// caller's arguments or outputs (RunInto), the program's constants, nor
// any tensor that was pinned (handed to other processes, tuples, outfeed)
// or kept (bound to a region's arguments by Frame.Run).
//
// The cache is bounded by storageCacheMaxBytes and by twice the peak of
// live tensor bytes of the run that filled it (cacheLimit): intermediates
// of different sizes are live at different times, so the storage that
// lets a run allocate nothing afresh may exceed its peak, but a Program
// retains at most twice what one run held at once. It is not live data:
// RunOptions.MaxMemory and MemoryStats count live tensors only.
//
// Concurrent runs each take the whole cache when they start, or start
// empty when another run holds it; a run that ends hands its storage back
// (merged, within the bound, with what another run left meanwhile). Grid
// runs (RunGrid) neither take nor leave storage. CompileOptions.
// NoStorageCache and RunOptions.NoStorageCache turn the cache off, and
// Program.ReleaseStorage drops what it holds.

// storageCacheMaxBytes bounds the storage a Program keeps between runs.
const storageCacheMaxBytes = 1 << 30

// cacheLimit is the bound of the released storage a run whose live
// tensor bytes peaked at peak (so far) keeps.
func cacheLimit(peak int64) int64 { return min(2*peak, storageCacheMaxBytes) }

// storeKey identifies interchangeable storage: its Go element type and
// its number of elements.
type storeKey struct {
	storage string
	n       int
}

// runStore is released storage, by kind of storage and size: a run's
// released tensors beyond what memState.spare holds, and between runs the
// Program's cache. A run's store belongs to its single process.
type runStore struct {
	free  map[storeKey][]*tensor.Tensor
	bytes int64
}

func newRunStore() *runStore { return &runStore{free: map[storeKey][]*tensor.Tensor{}} }

// put keeps t (bytes in size) unless that would take the store over
// limit; it reports whether it did.
func (s *runStore) put(t *tensor.Tensor, bytes, limit int64) bool {
	if s.bytes+bytes > limit {
		return false
	}
	k := storeKey{t.Kind().StorageType(), t.Len()}
	s.free[k] = append(s.free[k], t)
	s.bytes += bytes
	return true
}

// take returns a tensor of type t (n elements, bytes in all) over kept
// storage of its kind of storage and size, or nil; its elements are
// zero-filled when zero is set and unspecified otherwise.
func (s *runStore) take(t tensor.Type, n int, bytes int64, zero bool) *tensor.Tensor {
	if s.bytes == 0 {
		return nil
	}
	k := storeKey{t.Kind.StorageType(), n}
	list := s.free[k]
	if len(list) == 0 {
		return nil
	}
	old := list[len(list)-1]
	list[len(list)-1] = nil
	if len(list) == 1 {
		delete(s.free, k)
	} else {
		s.free[k] = list[:len(list)-1]
	}
	s.bytes -= bytes
	return reuseStorage(t, old, zero)
}

// merge moves the storage of o into s within limit; what does not fit is
// dropped.
func (s *runStore) merge(o *runStore, limit int64) {
	for _, list := range o.free {
		for _, t := range list {
			if !s.put(t, int64(t.Len())*tensor.StorageBytes(t.Kind()), limit) {
				return
			}
		}
	}
}

// storageCache is the released storage a Program keeps between runs.
type storageCache struct {
	mu sync.Mutex
	// store is nil while empty or while a run holds it.
	store *runStore
	// off is set by CompileOptions.NoStorageCache.
	off bool
}

// take hands the cached storage to a starting run, or an empty store when
// there is none (or another run holds it).
func (c *storageCache) take() *runStore {
	c.mu.Lock()
	s := c.store
	c.store = nil
	c.mu.Unlock()
	if s == nil {
		s = newRunStore()
	}
	return s
}

// give takes back the storage of a finished run whose live tensor bytes
// peaked at peak: its spare tensors and its store, within the cache's
// bound.
func (c *storageCache) give(m *memState, peak int64) {
	s := m.store
	m.store = nil
	limit := cacheLimit(peak)
	for i, t := range m.spare[:m.nspare] {
		s.put(t, int64(t.Len())*tensor.StorageBytes(t.Kind()), limit)
		m.spare[i] = nil
	}
	m.nspare, m.spareBytes = 0, 0
	if s.bytes > limit {
		trimmed := newRunStore()
		trimmed.merge(s, limit)
		s = trimmed
	}
	if s.bytes == 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.store == nil {
		c.store = s
		return
	}
	c.store.merge(s, limit)
}

// bytes returns the size of the cached storage.
func (c *storageCache) bytes() int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.store == nil {
		return 0
	}
	return c.store.bytes
}

// release drops the cached storage.
func (c *storageCache) release() {
	c.mu.Lock()
	c.store = nil
	c.mu.Unlock()
}

// CachedStorage returns the bytes of released tensor storage the Program
// keeps for its next runs (see ReleaseStorage). They are not live data:
// no run's MaxMemory budget counts them.
func (p *Program) CachedStorage() int64 {
	if p.cache == nil {
		return 0
	}
	return p.cache.bytes()
}

// ReleaseStorage drops the storage of released intermediates that the
// Program keeps between runs, so that the garbage collector may reclaim
// it. Runs under way keep what they took; later runs fill the cache
// again unless CompileOptions.NoStorageCache or RunOptions.NoStorageCache
// turn it off.
func (p *Program) ReleaseStorage() {
	if p.cache != nil {
		p.cache.release()
	}
}

// startStore gives a run's memState the Program's cached storage, unless
// the cache is off.
func (p *Program) startStore(m *memState, opts RunOptions) {
	if p.cache == nil || p.cache.off || opts.NoStorageCache {
		return
	}
	m.store = p.cache.take()
}

// finishStore hands a run's released storage back to the Program; a
// failed run's is dropped.
func (p *Program) finishStore(m *memState, err error) {
	if m.store == nil {
		return
	}
	if err != nil {
		m.store = nil
		return
	}
	p.cache.give(m, m.acct.peak.Load())
}
