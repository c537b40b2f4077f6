package interp

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// loadNoFusion compiles src with every elementwise operation on its own.
func loadNoFusion(t testing.TB, src string) *Program {
	t.Helper()
	prog, err := LoadWithOptions([]byte(src), "memory.mlir", CompileOptions{NoFusion: true})
	if err != nil {
		t.Fatal(err)
	}
	return prog
}

// f32Arg returns a tensor<nxf32> holding 0, 1, ..., n-1.
func f32Arg(t testing.TB, n int) *tensor.Tensor {
	t.Helper()
	d := make([]float32, n)
	for i := range d {
		d[i] = float32(i)
	}
	x, err := tensor.FromSlice(tensor.NewType(tensor.F32, int64(n)), d)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// A chain of conversions between f32 and f64 cannot update in place; with
// every value released after its last use, at most one f32 and one f64
// tensor are live at once, whatever the length of the chain.
func TestDeadValuesAreReleased(t *testing.T) {
	const n = 1 << 16
	var b strings.Builder
	fmt.Fprintf(&b, "func.func @main(%%x: tensor<%dxf32>) -> tensor<%dxf32> {\n", n, n)
	prev := "%x"
	for i := 0; i < 10; i++ {
		fmt.Fprintf(&b, "  %%d%d = stablehlo.convert %s : (tensor<%dxf32>) -> tensor<%dxf64>\n", i, prev, n, n)
		fmt.Fprintf(&b, "  %%s%d = stablehlo.convert %%d%d : (tensor<%dxf64>) -> tensor<%dxf32>\n", i, i, n, n)
		prev = fmt.Sprintf("%%s%d", i)
	}
	fmt.Fprintf(&b, "  func.return %s : tensor<%dxf32>\n}\n", prev, n)
	prog := loadNoFusion(t, b.String())
	var st MemoryStats
	res, err := prog.Run("main", []Value{f32Arg(t, n)}, RunOptions{Memory: &st})
	if err != nil {
		t.Fatal(err)
	}
	if got := res[0].(*tensor.Tensor).Float32s()[n-1]; got != n-1 {
		t.Fatalf("last element %v, want %v", got, n-1)
	}
	if want := int64(n * (4 + 8)); st.Peak != want {
		t.Errorf("peak %d bytes, want %d (one f32 and one f64 tensor)", st.Peak, want)
	}
	if st.Live != n*4 {
		t.Errorf("%d bytes live at the end, want the result's %d", st.Live, n*4)
	}
}

// The accountant's live bytes drop when a value dies: a value read only by
// the first operation is gone before the third allocates.
func TestLiveBytesDropAtLastUse(t *testing.T) {
	prog := loadNoFusion(t, `func.func @main(%x: tensor<1024xf32>) -> tensor<1024xf64> {
  %a = stablehlo.convert %x : (tensor<1024xf32>) -> tensor<1024xf64>
  %b = stablehlo.convert %a : (tensor<1024xf64>) -> tensor<1024xi32>
  %c = stablehlo.convert %b : (tensor<1024xi32>) -> tensor<1024xf64>
  func.return %c : tensor<1024xf64>
}`)
	var st MemoryStats
	if _, err := prog.Run("main", []Value{f32Arg(t, 1024)}, RunOptions{Memory: &st}); err != nil {
		t.Fatal(err)
	}
	// %a (8 KiB) and %b (4 KiB) live together, then %b and %c.
	if st.Peak != 12*1024 || st.Live != 8*1024 {
		t.Errorf("peak %d, live %d; want 12288 and 8192", st.Peak, st.Live)
	}
}

// An elementwise chain updates its intermediate in place: one tensor's
// worth of memory, however long the chain.
func TestElementwiseChainInPlace(t *testing.T) {
	prog := loadNoFusion(t, `func.func @main(%x: tensor<4096xf32>) -> tensor<4096xf32> {
  %0 = stablehlo.negate %x : tensor<4096xf32>
  %1 = stablehlo.add %0, %x : tensor<4096xf32>
  %2 = stablehlo.multiply %1, %1 : tensor<4096xf32>
  %3 = stablehlo.add %x, %2 : tensor<4096xf32>
  %4 = stablehlo.abs %3 : tensor<4096xf32>
  func.return %4 : tensor<4096xf32>
}`)
	x := f32Arg(t, 4096)
	var st MemoryStats
	res, err := prog.Run("main", []Value{x}, RunOptions{Memory: &st})
	if err != nil {
		t.Fatal(err)
	}
	// multiply %1, %1 reads its operand twice and allocates: two tensors.
	if st.Peak != 2*4096*4 {
		t.Errorf("peak %d bytes, want %d", st.Peak, 2*4096*4)
	}
	for i, v := range res[0].(*tensor.Tensor).Float32s() {
		if v != float32(i) || x.Float32s()[i] != float32(i) {
			t.Fatalf("element %d: got %v, argument %v; want %d for both", i, v, x.Float32s()[i], i)
		}
	}
}

const inPlaceProgram = `func.func @main(%x: tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) {
  %c = stablehlo.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %u = stablehlo.constant dense<[100, 200]> : tensor<2xi32>
  %a = stablehlo.add %x, %c : tensor<8xi32>
  %b = stablehlo.dynamic_update_slice %a, %u, %one : (tensor<8xi32>, tensor<2xi32>, tensor<i32>) -> tensor<8xi32>
  %idx = stablehlo.constant dense<[[0], [7]]> : tensor<2x1xi32>
  %s = "stablehlo.scatter"(%b, %idx, %u) ({
  ^bb0(%p: tensor<i32>, %q: tensor<i32>):
    %r = stablehlo.add %p, %q : tensor<i32>
    stablehlo.return %r : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<8xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<8xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %n = stablehlo.constant dense<3> : tensor<i32>
  %w:2 = stablehlo.while(%i = %zero, %buf = %s) : tensor<i32>, tensor<8xi32>
  cond {
    %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %v = stablehlo.reshape %i : (tensor<i32>) -> tensor<1xi32>
    %nb = stablehlo.dynamic_update_slice %buf, %v, %i : (tensor<8xi32>, tensor<1xi32>, tensor<i32>) -> tensor<8xi32>
    %ni = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %ni, %nb : tensor<i32>, tensor<8xi32>
  }
  func.return %w#1, %c, %x, %s : tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>
}`

// Updates in place never touch arguments or constants: two runs give the
// same results, the argument is unchanged and a returned constant is a
// copy the caller may write.
func TestInPlaceKeepsArgumentsAndConstants(t *testing.T) {
	for _, noFusion := range []bool{false, true} {
		prog, err := LoadWithOptions([]byte(inPlaceProgram), "inplace.mlir", CompileOptions{NoFusion: noFusion})
		if err != nil {
			t.Fatal(err)
		}
		x, err := tensor.FromSlice(tensor.NewType(tensor.SI32, 8), []int32{10, 20, 30, 40, 50, 60, 70, 80})
		if err != nil {
			t.Fatal(err)
		}
		want := [][]int32{
			{0, 1, 2, 44, 55, 66, 77, 288},
			{1, 2, 3, 4, 5, 6, 7, 8},
			{10, 20, 30, 40, 50, 60, 70, 80},
			{111, 100, 200, 44, 55, 66, 77, 288},
		}
		for run := 0; run < 2; run++ {
			res, err := prog.Run("main", []Value{x}, RunOptions{})
			if err != nil {
				t.Fatal(err)
			}
			for i, w := range want {
				if got := res[i].(*tensor.Tensor).Int32s(); !slices.Equal(got, w) {
					t.Errorf("fusion off=%v, run %d, result %d: got %v, want %v", noFusion, run, i, got, w)
				}
			}
			if res[2] != Value(x) {
				t.Errorf("the returned argument is not the caller's tensor")
			}
			// The caller owns the returned constant: writing it must not
			// change the next run.
			res[1].(*tensor.Tensor).Int32s()[0] = -1
		}
	}
}

// A while loop whose body updates a large carried buffer with
// dynamic_update_slice does so in place: the buffer is never copied, so
// the run's peak is one buffer plus scalars.
func TestWhileUpdatesCarriedBufferInPlace(t *testing.T) {
	const n = 1 << 20
	prog := loadNoFusion(t, whileDUSProgram(n, 100))
	var st MemoryStats
	res, err := prog.Run("main", nil, RunOptions{Memory: &st})
	if err != nil {
		t.Fatal(err)
	}
	got := res[0].(*tensor.Tensor).Float32s()
	if got[99] != 99 || got[100] != 0 {
		t.Errorf("buffer[99], buffer[100] = %v, %v; want 99, 0", got[99], got[100])
	}
	if st.Peak > n*4+1024 {
		t.Errorf("peak %d bytes, want about one %d-byte buffer", st.Peak, n*4)
	}
}

// whileDUSProgram writes the iteration counter into element i of an
// n-element buffer for iters iterations.
func whileDUSProgram(n, iters int) string {
	return fmt.Sprintf(`func.func @main() -> tensor<%[1]dxf32> {
  %%z = stablehlo.constant dense<0.0> : tensor<f32>
  %%buf0 = stablehlo.broadcast_in_dim %%z, dims = [] : (tensor<f32>) -> tensor<%[1]dxf32>
  %%zero = stablehlo.constant dense<0> : tensor<i32>
  %%one = stablehlo.constant dense<1> : tensor<i32>
  %%n = stablehlo.constant dense<%[2]d> : tensor<i32>
  %%w:2 = stablehlo.while(%%i = %%zero, %%buf = %%buf0) : tensor<i32>, tensor<%[1]dxf32>
  cond {
    %%lt = stablehlo.compare LT, %%i, %%n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %%lt : tensor<i1>
  } do {
    %%f = stablehlo.convert %%i : (tensor<i32>) -> tensor<f32>
    %%v = stablehlo.reshape %%f : (tensor<f32>) -> tensor<1xf32>
    %%nb = stablehlo.dynamic_update_slice %%buf, %%v, %%i : (tensor<%[1]dxf32>, tensor<1xf32>, tensor<i32>) -> tensor<%[1]dxf32>
    %%ni = stablehlo.add %%i, %%one : tensor<i32>
    stablehlo.return %%ni, %%nb : tensor<i32>, tensor<%[1]dxf32>
  }
  func.return %%w#1 : tensor<%[1]dxf32>
}`, n, iters)
}

// An allocation over the budget fails with a MemoryError inside the
// OpError of the operation, with the same message on every run.
func TestMemoryBudgetError(t *testing.T) {
	prog := loadNoFusion(t, `func.func @main(%x: tensor<1024xf32>) -> tensor<1024xf64> {
  %a = stablehlo.convert %x : (tensor<1024xf32>) -> tensor<1024xf64>
  %b = stablehlo.convert %a : (tensor<1024xf64>) -> tensor<1024xi32>
  %c = stablehlo.convert %b : (tensor<1024xi32>) -> tensor<1024xf64>
  func.return %c : tensor<1024xf64>
}`)
	var msgs []string
	for run := 0; run < 3; run++ {
		_, err := prog.Run("main", []Value{f32Arg(t, 1024)}, RunOptions{MaxMemory: 10000})
		var oe *OpError
		var me *MemoryError
		if !errors.As(err, &oe) || !errors.As(err, &me) {
			t.Fatalf("got %v, want an OpError wrapping a MemoryError", err)
		}
		if oe.Op != "stablehlo.convert" || !strings.Contains(oe.Loc, "memory.mlir:3:") {
			t.Errorf("failed at %s %s, want the second convert at line 3", oe.Op, oe.Loc)
		}
		if me.Request != 4096 || me.Live != 8192 || me.Limit != 10000 || me.Type != "tensor<1024xi32>" {
			t.Errorf("got %+v", *me)
		}
		msgs = append(msgs, err.Error())
	}
	if msgs[0] != msgs[1] || msgs[1] != msgs[2] {
		t.Errorf("messages differ between runs: %q", msgs)
	}
	for _, want := range []string{"memory budget exceeded", "tensor<1024xi32>", "4096 bytes", "8192 bytes", "10000 bytes"} {
		if !strings.Contains(msgs[0], want) {
			t.Errorf("message %q lacks %q", msgs[0], want)
		}
	}
}

// The budget covers every process of a grid together: four processes
// each hold a tensor when they meet at all_reduce, so the reduction's
// result is refused although one process alone would need only three.
func TestMemoryBudgetIsGridWide(t *testing.T) {
	prog := loadNoFusion(t, `func.func @main(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %a = stablehlo.negate %x : tensor<1024xf32>
  %b = "stablehlo.all_reduce"(%a) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %r = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<1024xf32>) -> tensor<1024xf32>
  %c = stablehlo.add %a, %b : tensor<1024xf32>
  func.return %c : tensor<1024xf32>
}`)
	x := f32Arg(t, 1024)
	args := [][]Value{{x}, {x}, {x}, {x}}
	for run := 0; run < 3; run++ {
		_, err := prog.RunGrid(GridConfig{NumReplicas: 4, Args: args, Options: RunOptions{MaxMemory: 4*4096 + 100}})
		var me *MemoryError
		if !errors.As(err, &me) {
			t.Fatalf("got %v, want a MemoryError", err)
		}
		if me.Request != 4096 || me.Live != 4*4096 {
			t.Errorf("got %+v, want the 4096-byte reduction refused with 4 tensors live", *me)
		}
	}
	var st MemoryStats
	if _, err := prog.RunGrid(GridConfig{NumReplicas: 4, Args: args, Options: RunOptions{Memory: &st}}); err != nil {
		t.Fatal(err)
	}
	if st.Peak < 5*4096 {
		t.Errorf("grid peak %d, want at least the 4 operands and the shared reduction", st.Peak)
	}
}

// The members of a process group share one list and one key, however many
// collectives they run.
func TestProcessGroupsAreShared(t *testing.T) {
	g := newGrid(64, 1, RunOptions{})
	m0, k0, ok0, err0 := g.groupOf(crossReplica, nil, 0)
	m1, k1, ok1, err1 := g.groupOf(crossReplica, nil, 63)
	if err0 != nil || err1 != nil || !ok0 || !ok1 {
		t.Fatal(err0, err1)
	}
	if len(m0) != 64 || &m0[0] != &m1[0] || k0 != k1 {
		t.Errorf("the group's members (%d) or key are not shared", len(m0))
	}
	groups := idGroups{{0, 1}, {2, 3}}
	a, _, _, _ := g.groupOf(crossReplica, groups, 3)
	b, _, _, _ := g.groupOf(crossReplica, groups, 1)
	if !slices.Equal(a, []int{2, 3}) || !slices.Equal(b, []int{0, 1}) {
		t.Errorf("groups %v and %v, want [2 3] and [0 1]", a, b)
	}
}

func TestParseBytes(t *testing.T) {
	for in, want := range map[string]int64{"512M": 512 << 20, "2G": 2 << 30, "1.5GiB": 3 << 29, "4096": 4096, "64k": 64 << 10, "1TB": 1 << 40} {
		got, err := ParseBytes(in)
		if err != nil || got != want {
			t.Errorf("ParseBytes(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "G", "-1M", "12Q"} {
		if _, err := ParseBytes(in); err == nil {
			t.Errorf("ParseBytes(%q) succeeded", in)
		}
	}
	if DefaultMaxMemory() <= 0 {
		t.Errorf("DefaultMaxMemory() = %d", DefaultMaxMemory())
	}
}

// BenchmarkWhileIteration measures the interpreter's cost per iteration of
// a while loop with a small body (a counter and a one-element
// dynamic_update_slice) over carried buffers of growing size: the cost
// does not depend on the size, since nothing is copied.
func BenchmarkWhileIteration(b *testing.B) {
	for _, n := range []int{16, 1 << 16, 1 << 22} {
		b.Run(fmt.Sprintf("carried=%dxf32", n), func(b *testing.B) {
			const iters = 1000
			prog := loadNoFusion(b, whileDUSProgram(n, iters))
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := prog.Run("main", nil, RunOptions{}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*iters), "ns/iteration")
		})
	}
}

// A reshape whose operand dies there takes over the operand's storage; one
// whose operand is still read later copies it.
func TestReshapeInPlace(t *testing.T) {
	const n = 64
	x := f32Arg(t, n*n)
	x, err := tensor.FromSlice(tensor.NewType(tensor.F32, n, n), x.Float32s())
	if err != nil {
		t.Fatal(err)
	}
	dies := loadNoFusion(t, `func.func @main(%x: tensor<64x64xf32>) -> tensor<4096xf32> {
  %a = stablehlo.add %x, %x : tensor<64x64xf32>
  %r = stablehlo.reshape %a : (tensor<64x64xf32>) -> tensor<4096xf32>
  %m = stablehlo.negate %r : tensor<4096xf32>
  func.return %m : tensor<4096xf32>
}`)
	var st MemoryStats
	res, err := dies.Run("main", []Value{x}, RunOptions{Memory: &st})
	if err != nil {
		t.Fatal(err)
	}
	got := res[0].(*tensor.Tensor)
	if s := got.Shape(); len(s) != 1 || s[0] != n*n {
		t.Fatalf("result shape %v", s)
	}
	for i, v := range got.Float32s() {
		if want := -2 * float32(i); v != want {
			t.Fatalf("element %d is %v, want %v", i, v, want)
		}
	}
	if st.Peak != n*n*4 {
		t.Errorf("peak %d bytes, want one buffer of %d", st.Peak, n*n*4)
	}

	lives := loadNoFusion(t, `func.func @main(%x: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %a = stablehlo.add %x, %x : tensor<64x64xf32>
  %r = stablehlo.reshape %a : (tensor<64x64xf32>) -> tensor<4096xf32>
  %m = stablehlo.negate %r : tensor<4096xf32>
  %back = stablehlo.reshape %m : (tensor<4096xf32>) -> tensor<64x64xf32>
  %s = stablehlo.add %back, %a : tensor<64x64xf32>
  func.return %s, %a : tensor<64x64xf32>, tensor<64x64xf32>
}`)
	res, err = lives.Run("main", []Value{x}, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	sum, a := res[0].(*tensor.Tensor).Float32s(), res[1].(*tensor.Tensor).Float32s()
	for i := range sum {
		if sum[i] != 0 || a[i] != 2*float32(i) {
			t.Fatalf("element %d: sum %v (want 0), a %v (want %v)", i, sum[i], a[i], 2*float32(i))
		}
	}
}
