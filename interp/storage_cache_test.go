package interp

import (
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// cacheProgram converts back and forth between f32 and f64 (conversions
// allocate: their results never fit in place) around a private function
// that is called, not inlined, so that a run releases intermediates of the
// sizes of its results, in its body and in the callee's.
func cacheProgram(n int) string {
	f, d := fmt.Sprintf("tensor<%dxf32>", n), fmt.Sprintf("tensor<%dxf64>", n)
	return strings.NewReplacer("F", f, "D", d).Replace(`
func.func private @square(%a: D) -> D {
  %y = stablehlo.multiply %a, %a : D
  %z = stablehlo.convert %y : (D) -> F
  %w = stablehlo.convert %z : (F) -> D
  func.return %w : D
}
func.func @main(%x: F) -> (F, D) {
  %0 = stablehlo.convert %x : (F) -> D
  %1 = stablehlo.convert %0 : (D) -> F
  %2 = stablehlo.add %1, %x : F
  %3 = stablehlo.convert %2 : (F) -> D
  %4 = func.call @square(%3) : (D) -> D
  %5 = stablehlo.convert %4 : (D) -> F
  %6 = stablehlo.subtract %5, %x : F
  func.return %6, %4 : F, D
}`)
}

func loadCache(t testing.TB, src string, opts CompileOptions) *Program {
	t.Helper()
	opts.NoFusion, opts.NoInline = true, true
	prog, err := LoadWithOptions([]byte(src), "cache.mlir", opts)
	if err != nil {
		t.Fatal(err)
	}
	return prog
}

// scaledArg returns a tensor<nxf32> holding s*i+1 at i.
func scaledArg(t testing.TB, n int, s float32) *tensor.Tensor {
	t.Helper()
	d := make([]float32, n)
	for i := range d {
		d[i] = s*float32(i%977) + 1
	}
	x, err := tensor.FromSlice(tensor.NewType(tensor.F32, int64(n)), d)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// sameValues fails unless got and want hold the same tensors.
func sameValues(t testing.TB, what string, got, want []Value) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d results, want %d", what, len(got), len(want))
	}
	for i := range got {
		g, w := got[i].(*tensor.Tensor), want[i].(*tensor.Tensor)
		if g.String() != w.String() {
			t.Fatalf("%s: result %d changed:\n got %v\nwant %v", what, i, g, w)
		}
	}
}

// A run takes over the storage the previous run released, never the
// storage of results the caller still holds: the first run's results keep
// their values through later runs on other arguments.
func TestStorageCacheNeverAliasesResults(t *testing.T) {
	const n = 4096
	src := cacheProgram(n)
	prog := loadCache(t, src, CompileOptions{})
	ref := loadCache(t, src, CompileOptions{NoStorageCache: true})
	x1, x2 := scaledArg(t, n, 0.5), scaledArg(t, n, -3)
	want1, err := ref.Run("main", []Value{x1}, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want2, err := ref.Run("main", []Value{x2}, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	first, err := prog.Run("main", []Value{x1}, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	sameValues(t, "first run", first, want1)
	if prog.CachedStorage() == 0 {
		t.Fatal("the first run left no storage for the next")
	}
	kept := prog.CachedStorage()
	for i := range 3 {
		got, err := prog.Run("main", []Value{x2}, RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		sameValues(t, fmt.Sprintf("run %d", i+2), got, want2)
		sameValues(t, fmt.Sprintf("first results after run %d", i+2), first, want1)
	}
	if got := prog.CachedStorage(); got != kept {
		t.Errorf("the cache holds %d bytes after repeated runs, %d after the first", got, kept)
	}
}

// A warm run allocates less than a run without the cache: its
// intermediates take over the storage the previous run released.
func TestStorageCacheSavesAllocations(t *testing.T) {
	const n = 1 << 16
	src := cacheProgram(n)
	x := scaledArg(t, n, 1)
	allocated := func(prog *Program) uint64 {
		var before, after runtime.MemStats
		best := ^uint64(0)
		for range 3 {
			runtime.ReadMemStats(&before)
			if _, err := prog.Run("main", []Value{x}, RunOptions{}); err != nil {
				t.Fatal(err)
			}
			runtime.ReadMemStats(&after)
			best = min(best, after.TotalAlloc-before.TotalAlloc)
		}
		return best
	}
	warm := allocated(loadCache(t, src, CompileOptions{}))
	cold := allocated(loadCache(t, src, CompileOptions{NoStorageCache: true}))
	t.Logf("allocated per run: %d bytes with the cache, %d without", warm, cold)
	// A warm run allocates its results (an f32 and an f64 tensor, 12n
	// bytes) and little else; without the cache a run also allocates the
	// first intermediate of each size afresh.
	if limit := uint64(13 * n); warm > limit || cold <= limit {
		t.Errorf("a run allocated %d bytes with the cache, %d without: want at most %d with it and more without", warm, cold, limit)
	}
}

// The cache is off with CompileOptions.NoStorageCache, a run with
// RunOptions.NoStorageCache neither takes nor fills it, and ReleaseStorage
// empties it.
func TestStorageCacheOff(t *testing.T) {
	const n = 4096
	src := cacheProgram(n)
	x := scaledArg(t, n, 2)
	off := loadCache(t, src, CompileOptions{NoStorageCache: true})
	for range 2 {
		if _, err := off.Run("main", []Value{x}, RunOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	if got := off.CachedStorage(); got != 0 {
		t.Errorf("CompileOptions.NoStorageCache: the program keeps %d bytes", got)
	}

	prog := loadCache(t, src, CompileOptions{})
	if _, err := prog.Run("main", []Value{x}, RunOptions{NoStorageCache: true}); err != nil {
		t.Fatal(err)
	}
	if got := prog.CachedStorage(); got != 0 {
		t.Errorf("RunOptions.NoStorageCache: the run left %d bytes", got)
	}
	if _, err := prog.Run("main", []Value{x}, RunOptions{}); err != nil {
		t.Fatal(err)
	}
	kept := prog.CachedStorage()
	if kept == 0 {
		t.Fatal("a run with the cache on left nothing")
	}
	if _, err := prog.Run("main", []Value{x}, RunOptions{NoStorageCache: true}); err != nil {
		t.Fatal(err)
	}
	if got := prog.CachedStorage(); got != kept {
		t.Errorf("RunOptions.NoStorageCache: the cache went from %d to %d bytes", kept, got)
	}
	prog.ReleaseStorage()
	if got := prog.CachedStorage(); got != 0 {
		t.Errorf("after ReleaseStorage the program keeps %d bytes", got)
	}
}

// A run that releases intermediates of many sizes (none of which a later
// allocation can take) keeps at most twice its peak of live bytes; the
// cache is not live data and the next run's statistics do not count it.
func TestStorageCacheBound(t *testing.T) {
	const n, steps = 8192, 24
	var b strings.Builder
	fmt.Fprintf(&b, "func.func @main(%%x: tensor<%dxf32>) -> tensor<%dxf32> {\n", n, n-64*steps)
	prev, size, released := "%x", n, 0
	for i := 1; i <= steps; i++ {
		next := n - 64*i
		fmt.Fprintf(&b, "  %%s%d = stablehlo.slice %s [0:%d] : (tensor<%dxf32>) -> tensor<%dxf32>\n", i, prev, next, size, next)
		if i < steps {
			released += 4 * next
		}
		prev, size = fmt.Sprintf("%%s%d", i), next
	}
	fmt.Fprintf(&b, "  func.return %s : tensor<%dxf32>\n}\n", prev, size)
	prog := loadCache(t, b.String(), CompileOptions{})
	x := scaledArg(t, n, 1)
	var stats MemoryStats
	if _, err := prog.Run("main", []Value{x}, RunOptions{Memory: &stats}); err != nil {
		t.Fatal(err)
	}
	kept := prog.CachedStorage()
	t.Logf("released %d bytes, peak %d, kept %d", released, stats.Peak, kept)
	if int64(released) <= 2*stats.Peak {
		t.Fatalf("the run released %d bytes, no more than its peak %d: the test proves nothing", released, stats.Peak)
	}
	if kept == 0 || kept > 2*stats.Peak {
		t.Errorf("the program keeps %d bytes after a run whose live bytes peaked at %d", kept, stats.Peak)
	}
	var again MemoryStats
	if _, err := prog.Run("main", []Value{x}, RunOptions{Memory: &again}); err != nil {
		t.Fatal(err)
	}
	if again != stats {
		t.Errorf("a run with cached storage reports %+v, the first %+v", again, stats)
	}

	// The cap of storageCacheMaxBytes holds whatever the peak.
	s := newRunStore()
	big := f32Arg(t, 1024)
	if !s.put(big, 4096, 4096) || s.put(f32Arg(t, 1024), 4096, 4096) || s.bytes != 4096 {
		t.Errorf("a store bounded by 4096 bytes took %d", s.bytes)
	}
	if got := s.take(big.Type(), 1024, 4096, true); got == nil || s.bytes != 0 {
		t.Errorf("take: got %v, %d bytes left", got, s.bytes)
	}
}

// Concurrent runs each take the cache or start without it, and hand their
// storage back; none sees another's intermediates (run with -race).
func TestStorageCacheConcurrentRuns(t *testing.T) {
	const n, workers, runs = 2048, 6, 8
	src := cacheProgram(n)
	prog := loadCache(t, src, CompileOptions{})
	ref := loadCache(t, src, CompileOptions{NoStorageCache: true})
	args := make([]*tensor.Tensor, workers)
	want := make([][]Value, workers)
	for i := range args {
		args[i] = scaledArg(t, n, float32(i)-2.5)
		var err error
		if want[i], err = ref.Run("main", []Value{args[i]}, RunOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var kept []Value
			for r := range runs {
				got, err := prog.Run("main", []Value{args[w]}, RunOptions{})
				if err != nil {
					errs <- err
					return
				}
				for i := range got {
					if got[i].(*tensor.Tensor).String() != want[w][i].(*tensor.Tensor).String() {
						errs <- fmt.Errorf("worker %d run %d: result %d differs", w, r, i)
						return
					}
				}
				if r == 0 {
					kept = got
				}
				if r == runs/2 {
					prog.ReleaseStorage()
				}
			}
			for i := range kept {
				if kept[i].(*tensor.Tensor).String() != want[w][i].(*tensor.Tensor).String() {
					errs <- fmt.Errorf("worker %d: first result %d changed", w, i)
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
