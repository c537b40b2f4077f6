package interp

import (
	"math"
	"math/rand"
	"runtime"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// fillNaN sets every element of a float tensor to NaN and every element
// of an integer one to all ones: stale contents a product that reads its
// result before storing into it would carry into the result.
func fillNaN(t *testing.T, x *tensor.Tensor) {
	t.Helper()
	switch d := x.Storage().(type) {
	case []float32:
		for i := range d {
			d[i] = float32(math.NaN())
		}
	case []float64:
		for i := range d {
			d[i] = math.NaN()
		}
	case []int32:
		for i := range d {
			d[i] = -1
		}
	default:
		t.Fatalf("fillNaN: unexpected storage %T", d)
	}
}

// productCases are products whose results are written without being
// cleared first: dot_general on the storing GEMM (several depth blocks,
// edge tiles, a transposed operand, a batch), an integer product
// converted into its result, and convolutions on the rows path (stacked
// lines, one long line, feature groups, a depthwise one) and one that
// falls back to the patch path (lhs dilation).
func productCases() []struct {
	name, src string
	args      []tensor.Type
} {
	type c = struct {
		name, src string
		args      []tensor.Type
	}
	f32 := func(s ...int64) tensor.Type { return tensor.Type{Kind: tensor.F32, Shape: s} }
	var out []c
	for _, d := range []struct {
		name string
		d    dotCase
		k    tensor.Kind
		out  []int64
	}{
		{"dot f32", dotCase{ls: []int64{61, 300}, rs: []int64{300, 70}, lb: []int64{}, rb: []int64{}, lc: []int64{1}, rc: []int64{0}}, tensor.F32, []int64{61, 70}},
		{"dot f64 transposed", dotCase{ls: []int64{300, 61}, rs: []int64{70, 300}, lb: []int64{}, rb: []int64{}, lc: []int64{0}, rc: []int64{1}}, tensor.F64, []int64{61, 70}},
		{"dot batched", dotCase{ls: []int64{3, 13, 40}, rs: []int64{3, 40, 33}, lb: []int64{0}, rb: []int64{0}, lc: []int64{2}, rc: []int64{1}}, tensor.F32, []int64{3, 13, 33}},
		{"dot i32", dotCase{ls: []int64{9, 20}, rs: []int64{20, 11}, lb: []int64{}, rb: []int64{}, lc: []int64{1}, rc: []int64{0}}, tensor.SI32, []int64{9, 11}},
	} {
		out = append(out, c{d.name, dotModule(d.d, d.k, d.k, d.k, d.out, ""),
			[]tensor.Type{{Kind: d.k, Shape: d.d.ls}, {Kind: d.k, Shape: d.d.rs}}})
	}
	pointwise := cnnConv(1, 12, 40, 36)
	pointwise.kSp, pointwise.lo, pointwise.hi = []int64{1, 1}, []int64{0, 0}, []int64{0, 0}
	grouped := cnnConv(2, 9, 16, 24)
	grouped.fgc = 2
	depthwise := cnnConv(1, 8, 8, 16)
	depthwise.fgc = 8
	dilated := cnnConv(1, 6, 4, 8)
	dilated.lhsDil = []int64{2, 2}
	for _, cv := range []struct {
		name string
		c    convCase
	}{{"conv 3x3", cnnConv(2, 16, 16, 24)}, {"conv pointwise", pointwise}, {"conv grouped", grouped}, {"conv depthwise", depthwise}, {"conv dilated", dilated}} {
		in, kern, _ := cv.c.shapes()
		out = append(out, c{cv.name, convModule(cv.c, tensor.F32, tensor.F32), []tensor.Type{f32(in...), f32(kern...)}})
	}
	return out
}

// TestProductsOverwriteOutputs checks that dot_general and convolution,
// which write their results without clearing them, give through RunInto,
// into outputs holding NaN, the bits Run gives.
func TestProductsOverwriteOutputs(t *testing.T) {
	rng := rand.New(rand.NewSource(41))
	for _, tc := range productCases() {
		prog := mustLoad(t, tc.src)
		args := make([]Value, len(tc.args))
		for i, ty := range tc.args {
			args[i] = randomValues(t, rng, ty)
		}
		want, err := prog.Run("main", args, RunOptions{})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		w := want[0].(*tensor.Tensor)
		out, err := tensor.New(w.Type())
		if err != nil {
			t.Fatal(err)
		}
		for run := 0; run < 2; run++ {
			fillNaN(t, out)
			if err := prog.RunInto("main", args, []*tensor.Tensor{out}, RunOptions{}); err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			if !out.BitwiseEqual(w) {
				t.Fatalf("%s, run %d: RunInto into stale contents differs from Run", tc.name, run)
			}
		}
	}
}

// TestProductsOverwriteReleasedStorage checks products whose results are
// intermediates allocated over released storage (of the same run, or of
// an earlier run through the Program's storage cache) holding other
// values: each run matches a run of a fresh Program.
func TestProductsOverwriteReleasedStorage(t *testing.T) {
	rng := rand.New(rand.NewSource(42))
	// %d and %g have the same size: %g takes %d's storage once %e is
	// computed, and the next run takes both from the cache.
	src := `func.func @main(%a: tensor<40x300xf32>, %b: tensor<300x60xf32>, %c: tensor<60x60xf32>, %x: tensor<1x8x8x60xf32>, %k: tensor<3x3x60x60xf32>) -> (tensor<40x60xf32>, tensor<1x8x8x60xf32>) {
  %d = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<40x300xf32>, tensor<300x60xf32>) -> tensor<40x60xf32>
  %e = stablehlo.negate %d : tensor<40x60xf32>
  %g = "stablehlo.dot_general"(%e, %c) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<40x60xf32>, tensor<60x60xf32>) -> tensor<40x60xf32>
  %h = stablehlo.negate %g : tensor<40x60xf32>
  %y = "stablehlo.convolution"(%x, %k) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>} : (tensor<1x8x8x60xf32>, tensor<3x3x60x60xf32>) -> tensor<1x8x8x60xf32>
  %z = stablehlo.negate %y : tensor<1x8x8x60xf32>
  %w = "stablehlo.convolution"(%z, %k) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>} : (tensor<1x8x8x60xf32>, tensor<3x3x60x60xf32>) -> tensor<1x8x8x60xf32>
  func.return %h, %w : tensor<40x60xf32>, tensor<1x8x8x60xf32>
}`
	prog := mustLoad(t, src)
	fn := prog.Function("main")
	for run := 0; run < 3; run++ {
		args := make([]Value, len(fn.Params))
		for i, p := range fn.Params {
			args[i] = randomValues(t, rng, *p.Tensor)
		}
		got, err := prog.Run("main", args, RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		want, err := mustLoad(t, src).Run("main", args, RunOptions{NoStorageCache: true})
		if err != nil {
			t.Fatal(err)
		}
		for i := range want {
			if !got[i].(*tensor.Tensor).BitwiseEqual(want[i].(*tensor.Tensor)) {
				t.Fatalf("run %d, result %d differs from a fresh program's", run, i)
			}
		}
	}
	if prog.CachedStorage() == 0 {
		t.Errorf("the program kept no storage between runs: the test exercises nothing")
	}
}

// TestProductsRunIntoInPlace checks that RunInto computes a product in
// the caller's output: a call allocates far less than the result's size
// (no intermediate result copied into the output at the end).
func TestProductsRunIntoInPlace(t *testing.T) {
	rng := rand.New(rand.NewSource(43))
	pointwise := cnnConv(1, 32, 8, 16)
	pointwise.kSp, pointwise.lo, pointwise.hi = []int64{1, 1}, []int64{0, 0}, []int64{0, 0}
	sq := dotCase{ls: []int64{128, 128}, rs: []int64{128, 128}, lb: []int64{}, rb: []int64{}, lc: []int64{1}, rc: []int64{0}}
	for _, tc := range []struct {
		name string
		src  string
		args []tensor.Type
	}{
		{"dot", dotModule(sq, tensor.F32, tensor.F32, tensor.F32, []int64{128, 128}, ""), []tensor.Type{{Kind: tensor.F32, Shape: sq.ls}, {Kind: tensor.F32, Shape: sq.rs}}},
		{"conv 3x3", convModule(cnnConv(1, 64, 4, 8), tensor.F32, tensor.F32), nil},
		{"conv pointwise", convModule(pointwise, tensor.F32, tensor.F32), nil},
	} {
		prog := mustLoad(t, tc.src)
		fn := prog.Function("main")
		args := make([]Value, len(fn.Params))
		for i, p := range fn.Params {
			args[i] = randomValues(t, rng, *p.Tensor)
		}
		out, err := tensor.New(*fn.Results[0].Tensor)
		if err != nil {
			t.Fatal(err)
		}
		outs := []*tensor.Tensor{out}
		call := func() {
			if err := prog.RunInto("main", args, outs, RunOptions{}); err != nil {
				t.Fatal(err)
			}
		}
		call()
		const calls = 20
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		for i := 0; i < calls; i++ {
			call()
		}
		runtime.ReadMemStats(&after)
		perCall := (after.TotalAlloc - before.TotalAlloc) / calls
		size := uint64(out.Len()) * 4
		t.Logf("%s: %d bytes allocated per call, result %d bytes", tc.name, perCall, size)
		if perCall >= size/2 {
			t.Errorf("%s: RunInto allocates %d bytes per call for a result of %d bytes", tc.name, perCall, size)
		}
	}
}
