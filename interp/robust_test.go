package interp

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stablehlo-go/stablehlo/interp/internal/safego"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// countdown recurses n levels through func.call and returns 0.
const countdown = `func.func @main(%n: tensor<i64>) -> tensor<i64> {
  %0 = func.call @down(%n) : (tensor<i64>) -> tensor<i64>
  func.return %0 : tensor<i64>
}
func.func private @down(%n: tensor<i64>) -> tensor<i64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %more = stablehlo.compare GT, %n, %zero : (tensor<i64>, tensor<i64>) -> tensor<i1>
  %r = "stablehlo.if"(%more) ({
    %m = stablehlo.subtract %n, %one : tensor<i64>
    %x = func.call @down(%m) : (tensor<i64>) -> tensor<i64>
    stablehlo.return %x : tensor<i64>
  }, {
    stablehlo.return %n : tensor<i64>
  }) : (tensor<i1>) -> tensor<i64>
  func.return %r : tensor<i64>
}`

func scalarI64(t *testing.T, v int64) *tensor.Tensor {
	t.Helper()
	return tensorOf(t, tensor.Type{Kind: tensor.SI64}, []float64{float64(v)})
}

// Recursion without end stops at the depth limit with an error naming the
// function, located at the call, instead of overflowing the Go stack.
func TestCallDepthLimit(t *testing.T) {
	prog := mustLoad(t, `func.func @main(%x: tensor<i64>) -> tensor<i64> {
  %0 = func.call @forever(%x) : (tensor<i64>) -> tensor<i64>
  func.return %0 : tensor<i64>
}
func.func private @forever(%x: tensor<i64>) -> tensor<i64> {
  %0 = func.call @forever(%x) : (tensor<i64>) -> tensor<i64> loc("rec.mlir":7:8)
  func.return %0 : tensor<i64>
}`)
	for _, limit := range []int{0, 10, 5000} {
		_, err := prog.Run("main", []Value{scalarI64(t, 1)}, RunOptions{MaxCallDepth: limit})
		var de *CallDepthError
		if !errors.As(err, &de) {
			t.Fatalf("limit %d: got %v, want a CallDepthError", limit, err)
		}
		want := limit
		if limit == 0 {
			want = DefaultMaxCallDepth
		}
		if de.Function != "forever" || de.Limit != want {
			t.Errorf("limit %d: got %+v", limit, de)
		}
		for _, s := range []string{"rec.mlir", ":7:8", "func.call", "@forever", "limit of"} {
			if !strings.Contains(err.Error(), s) {
				t.Errorf("limit %d: error %q lacks %q", limit, err, s)
			}
		}
	}
}

// Legitimate recursion up to the limit runs, also past the levels that one
// goroutine's stack holds; one level more fails.
func TestDeepRecursion(t *testing.T) {
	prog := mustLoad(t, countdown)
	depth := 3*callsPerStack + 17
	// @main and depth+1 activations of @down.
	res, err := prog.Run("main", []Value{scalarI64(t, int64(depth))}, RunOptions{MaxCallDepth: depth + 2})
	if err != nil {
		t.Fatal(err)
	}
	if got := res[0].(*tensor.Tensor).Int(0); got != 0 {
		t.Errorf("got %d", got)
	}
	_, err = prog.Run("main", []Value{scalarI64(t, int64(depth))}, RunOptions{MaxCallDepth: depth + 1})
	var de *CallDepthError
	if !errors.As(err, &de) || de.Function != "down" {
		t.Errorf("one level beyond the limit: got %v", err)
	}
	if testing.Short() {
		return
	}
	// The default limit itself is reachable.
	res, err = prog.Run("main", []Value{scalarI64(t, DefaultMaxCallDepth-2)}, RunOptions{})
	if err != nil {
		t.Fatalf("depth %d: %v", DefaultMaxCallDepth, err)
	}
	if got := res[0].(*tensor.Tensor).Int(0); got != 0 {
		t.Errorf("got %d", got)
	}
}

// stopBound is how soon a run must return once its 20 ms deadline has
// passed: generous, because the test machines are shared and busy, yet far
// below the time the programs below need to finish.
const stopBound = 3 * time.Second

// runWithin runs @main of src under a 20 ms deadline and checks that it
// stops with DeadlineExceeded within stopBound; it returns how long the run
// took.
func runWithin(t *testing.T, src string, args []Value) time.Duration {
	t.Helper()
	prog := mustLoad(t, src)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := prog.Run("main", args, RunOptions{Context: ctx})
	took := time.Since(start)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("got %v, want DeadlineExceeded", err)
	}
	if took > stopBound {
		t.Errorf("stopped after %v, want under %v", took, stopBound)
	}
	return took
}

// Four chained 3072^2 products take well over the 20 ms deadline even with
// the fast float kernels. The run must stop inside the first product: in
// well under the time one whole product takes, measured on the same machine
// just before, so that the check holds however busy the machine is.
func TestDeadlineStopsMatmuls(t *testing.T) {
	ty := tensor.Type{Kind: tensor.F32, Shape: []int64{3072, 3072}}
	a, err := tensor.New(ty)
	if err != nil {
		t.Fatal(err)
	}
	one := mustLoad(t, `func.func @main(%a: tensor<3072x3072xf32>) -> tensor<3072x3072xf32> {
  %0 = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0] : (tensor<3072x3072xf32>, tensor<3072x3072xf32>) -> tensor<3072x3072xf32>
  func.return %0 : tensor<3072x3072xf32>
}`)
	start := time.Now()
	if _, err := one.Run("main", []Value{a}, RunOptions{Context: context.Background()}); err != nil {
		t.Fatal(err)
	}
	whole := time.Since(start)
	took := runWithin(t, `func.func @main(%a: tensor<3072x3072xf32>) -> tensor<3072x3072xf32> {
  %0 = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0] : (tensor<3072x3072xf32>, tensor<3072x3072xf32>) -> tensor<3072x3072xf32>
  %1 = stablehlo.dot_general %0, %a, contracting_dims = [1] x [0] : (tensor<3072x3072xf32>, tensor<3072x3072xf32>) -> tensor<3072x3072xf32>
  %2 = stablehlo.dot_general %1, %a, contracting_dims = [1] x [0] : (tensor<3072x3072xf32>, tensor<3072x3072xf32>) -> tensor<3072x3072xf32>
  %3 = stablehlo.dot_general %2, %a, contracting_dims = [1] x [0] : (tensor<3072x3072xf32>, tensor<3072x3072xf32>) -> tensor<3072x3072xf32>
  func.return %3 : tensor<3072x3072xf32>
}`, []Value{a})
	if took > whole/2 {
		t.Errorf("stopped after %v; one whole product takes %v, so the product does not check its deadline", took, whole)
	}
}

func TestDeadlineStopsConvolution(t *testing.T) {
	lhs, err := tensor.New(tensor.Type{Kind: tensor.F32, Shape: []int64{1, 256, 256, 64}})
	if err != nil {
		t.Fatal(err)
	}
	rhs, err := tensor.New(tensor.Type{Kind: tensor.F32, Shape: []int64{5, 5, 64, 64}})
	if err != nil {
		t.Fatal(err)
	}
	runWithin(t, `func.func @main(%x: tensor<1x256x256x64xf32>, %w: tensor<5x5x64x64xf32>) -> tensor<1x252x252x64xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x256x64xf32>, tensor<5x5x64x64xf32>) -> tensor<1x252x252x64xf32>
  func.return %0 : tensor<1x252x252x64xf32>
}`, []Value{lhs, rhs})
}

func TestDeadlineStopsInfiniteWhile(t *testing.T) {
	runWithin(t, `func.func @main() -> tensor<i64> {
  %0 = stablehlo.constant dense<0> : tensor<i64>
  %1 = stablehlo.while(%i = %0) : tensor<i64>
   cond {
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %n = stablehlo.add %i, %c : tensor<i64>
    stablehlo.return %n : tensor<i64>
  }
  func.return %1 : tensor<i64>
}`, nil)
}

// Canceling the context stops a grid whose processes loop forever.
func TestCancelStopsGrid(t *testing.T) {
	prog := mustLoad(t, `func.func @main() -> tensor<i64> {
  %0 = stablehlo.constant dense<0> : tensor<i64>
  %1 = stablehlo.while(%i = %0) : tensor<i64>
   cond {
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    stablehlo.return %i : tensor<i64>
  }
  func.return %1 : tensor<i64>
}`)
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(20*time.Millisecond, cancel)
	start := time.Now()
	_, err := prog.RunGrid(GridConfig{NumReplicas: 2, NumPartitions: 1, Options: RunOptions{Context: ctx}})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want Canceled", err)
	}
	if took := time.Since(start); took > time.Second {
		t.Errorf("stopped after %v", took)
	}
}

// panicProgram is a function whose only operation runs kernel.
func panicProgram(kernel Kernel) *Program {
	body := &Region{ops: []*op{{name: "test.boom", loc: `loc("boom.mlir":3:5)`, kernel: kernel}}}
	fn := &Function{Name: "main", body: body}
	return &Program{funcs: map[string]*Function{"main": fn}}
}

// A panic in a kernel, or in a worker goroutine a kernel starts, comes back
// from Run as an *InternalError naming the operation, with the stack of the
// goroutine that panicked.
func TestPanicBecomesInternalError(t *testing.T) {
	direct := panicProgram(func(*Frame, []Value) ([]Value, error) {
		var xs []int
		_ = xs[3]
		return nil, nil
	})
	worker := panicProgram(func(*Frame, []Value) ([]Value, error) {
		var g safego.Group
		for i := 0; i < 4; i++ {
			g.Go(func() {
				if i == 2 {
					panicOnWorker()
				}
			})
		}
		g.Wait()
		return nil, nil
	})
	for name, c := range map[string]struct {
		prog  *Program
		stack string
	}{"direct": {direct, "TestPanicBecomesInternalError"}, "worker": {worker, "panicOnWorker"}} {
		_, err := c.prog.Run("main", nil, RunOptions{})
		var ie *InternalError
		if !errors.As(err, &ie) {
			t.Fatalf("%s: got %v, want an InternalError", name, err)
		}
		if ie.Op != "test.boom" || !strings.Contains(ie.Loc, "boom.mlir") {
			t.Errorf("%s: op %q loc %q", name, ie.Op, ie.Loc)
		}
		if !strings.Contains(string(ie.Stack), c.stack) {
			t.Errorf("%s: stack lacks %s:\n%s", name, c.stack, ie.Stack)
		}
		if !strings.Contains(err.Error(), "internal error") {
			t.Errorf("%s: %v", name, err)
		}
	}
	// On a grid too.
	_, err := worker.RunGrid(GridConfig{NumReplicas: 2, NumPartitions: 1})
	var ie *InternalError
	if !errors.As(err, &ie) || ie.Op != "test.boom" {
		t.Errorf("grid: got %v", err)
	}
}

func panicOnWorker() { panic(errors.New("worker failed")) }

func TestDeadlineStopsSort(t *testing.T) {
	x, err := tensor.New(tensor.Type{Kind: tensor.F32, Shape: []int64{8192, 1024}})
	if err != nil {
		t.Fatal(err)
	}
	xs := x.Float32s()
	for i := range xs {
		xs[i] = float32((i * 7919) % 1021)
	}
	runWithin(t, `func.func @main(%x: tensor<8192x1024xf32>) -> tensor<8192x1024xf32> {
  %0 = "stablehlo.sort"(%x) <{dimension = 1 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) : (tensor<8192x1024xf32>) -> tensor<8192x1024xf32>
  func.return %0 : tensor<8192x1024xf32>
}`, []Value{x})
}

// Regions nest only as deeply as the parser's nesting limit lets the text
// nest, and running the deepest such nesting needs no special care.
func TestDeeplyNestedRegions(t *testing.T) {
	nestedIfs := func(depth int) string {
		var b strings.Builder
		b.WriteString("func.func @main(%p: tensor<i1>, %x: tensor<i64>) -> tensor<i64> {\n")
		for i := 0; i < depth; i++ {
			b.WriteString(`%r` + fmt.Sprint(i) + ` = "stablehlo.if"(%p) ({` + "\n")
		}
		b.WriteString("stablehlo.return %x : tensor<i64>\n")
		for i := depth - 1; i >= 0; i-- {
			fmt.Fprintf(&b, "}, {\nstablehlo.return %%x : tensor<i64>\n}) : (tensor<i1>) -> tensor<i64>\n")
			if i > 0 {
				fmt.Fprintf(&b, "stablehlo.return %%r%d : tensor<i64>\n", i)
			}
		}
		b.WriteString("func.return %r0 : tensor<i64>\n}\n")
		return b.String()
	}
	// Each level opens two brackets: 499 levels fit under the limit of
	// 1000, 501 do not.
	if _, err := Load([]byte(nestedIfs(501)), "deep.mlir"); err == nil || !strings.Contains(err.Error(), "nest") {
		t.Fatalf("501 nested regions: got %v, want the parser's nesting error", err)
	}
	prog := mustLoad(t, nestedIfs(499))
	p := tensorOf(t, tensor.Type{Kind: tensor.Bool}, []float64{1})
	res, err := prog.Run("main", []Value{p, scalarI64(t, 42)}, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := res[0].(*tensor.Tensor).Int(0); got != 42 {
		t.Errorf("got %d", got)
	}
}

// A deadline releases a process waiting in a collective for a process that
// never comes (it loops forever).
func TestDeadlineReleasesCollective(t *testing.T) {
	prog := mustLoad(t, `func.func @wait(%x: tensor<2xf32>) -> tensor<2xf32> {
  %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @spin(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.while(%i = %x) : tensor<2xf32>
   cond {
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    stablehlo.return %i : tensor<2xf32>
  }
  return %0 : tensor<2xf32>
}`)
	x := tensorOf(t, tensor.Type{Kind: tensor.F32, Shape: []int64{2}}, []float64{1, 2})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := prog.RunGrid(GridConfig{Programs: [][]string{{"wait"}, {"spin"}}, Args: [][]Value{{x}, {x}}, Options: RunOptions{Context: ctx}})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("got %v, want DeadlineExceeded", err)
	}
	if took := time.Since(start); took > time.Second {
		t.Errorf("stopped after %v", took)
	}
}

func TestDeadlineStopsElementwise(t *testing.T) {
	ty := tensor.Type{Kind: tensor.F64, Shape: []int64{1 << 23}}
	x, err := tensor.New(ty)
	if err != nil {
		t.Fatal(err)
	}
	xs := x.Float64s()
	for i := range xs {
		xs[i] = 1 + float64(i%1000)/1000
	}
	// One long operation: the check before each operation does not stop
	// it, the checks between its chunks do.
	prog := mustLoad(t, `func.func @main(%x: tensor<8388608xf64>) -> tensor<8388608xf64> {
  %0 = stablehlo.atan2 %x, %x : tensor<8388608xf64>
  func.return %0 : tensor<8388608xf64>
}`)
	start := time.Now()
	if _, err := prog.Run("main", []Value{x}, RunOptions{}); err != nil {
		t.Fatal(err)
	}
	full := time.Since(start)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Millisecond)
	defer cancel()
	start = time.Now()
	_, err = prog.Run("main", []Value{x}, RunOptions{Context: ctx})
	took := time.Since(start)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("got %v, want DeadlineExceeded", err)
	}
	t.Logf("whole operation %v, stopped after %v", full, took)
	if full > 200*time.Millisecond && took > full*3/4 {
		t.Errorf("stopped after %v; the whole operation takes %v", took, full)
	}
	// Chunks compute what one piece computes, the last one short.
	y, err := x.Chunk(0, 1<<22+1000).Reshape(1<<22 + 1000)
	if err != nil {
		t.Fatal(err)
	}
	prog = mustLoad(t, `func.func @main(%x: tensor<4195304xf64>) -> tensor<4195304xf64> {
  %0 = stablehlo.sine %x : tensor<4195304xf64>
  %1 = stablehlo.multiply %0, %x : tensor<4195304xf64>
  func.return %1 : tensor<4195304xf64>
}`)
	whole, err := prog.Run("main", []Value{y}, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	ctx2, cancel2 := context.WithCancel(context.Background())
	defer cancel2()
	chunked, err := prog.Run("main", []Value{y}, RunOptions{Context: ctx2})
	if err != nil {
		t.Fatal(err)
	}
	if !whole[0].(*tensor.Tensor).BitwiseEqual(chunked[0].(*tensor.Tensor)) {
		t.Error("chunked elementwise results differ")
	}
}

// The compiled-comparator and key sorts run their slices on several
// goroutines; runSort's apply reports when the execution's context is
// done, and every worker stops at the first slice whose apply says so,
// so a large multi-slice sort stops promptly instead of sorting every
// slice first.
func TestParallelSortsStopWhenApplySaysSo(t *testing.T) {
	const rows, size = 4096, 64
	x, err := tensor.New(tensor.Type{Kind: tensor.F32, Shape: []int64{rows, size}})
	if err != nil {
		t.Fatal(err)
	}
	xs := x.Float32s()
	for i := range xs {
		xs[i] = float32((i * 7919) % 1021)
	}
	for _, tc := range []struct {
		name string
		body string
		key  bool
	}{
		// Not a single compare: the compiled comparator sorts.
		{"compiled", `  %c = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %p = stablehlo.and %c, %c : tensor<i1>`, false},
		// The same computation of both arguments compared in total
		// order: the key sort.
		{"keys", `  %na = stablehlo.negate %a : tensor<f32>
  %nb = stablehlo.negate %b : tensor<f32>
  %p = stablehlo.compare LT, %na, %nb, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>`, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := mustLoad(t, `func.func @cmp(%a: tensor<f32>, %b: tensor<f32>) -> tensor<i1> {
`+tc.body+`
  func.return %p : tensor<i1>
}`)
			region := p.Function("cmp").body
			prog := region.scalarRegion()
			if prog == nil {
				t.Fatal("comparator not compiled")
			}
			var calls atomic.Int64
			stopAfter := func(n int64) func(int, []int) bool {
				return func(int, []int) bool { return calls.Add(1) < n }
			}
			ins := []*tensor.Tensor{x}
			for _, n := range []int64{1, 100} {
				calls.Store(0)
				var ran bool
				if tc.key {
					ks := keySortOf(region, prog)
					if ks == nil {
						t.Fatal("key comparator not recognised")
					}
					ran = ks.sortPerms(ins, 1, rows, size, stopAfter(n))
				} else {
					ran = compiledSortPerms(prog, ins, 1, rows, size, stopAfter(n))
				}
				if !ran {
					t.Fatal("the sort did not run")
				}
				// Each worker sorts at most one more slice once apply has
				// said stop.
				if got, most := calls.Load(), n+int64(runtime.GOMAXPROCS(0)); got > most {
					t.Errorf("stop after %d: %d slices sorted, want at most %d of %d", n, got, most, size)
				}
			}
		})
	}
}
