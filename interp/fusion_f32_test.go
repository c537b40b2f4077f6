package interp

import (
	"fmt"
	"math"
	"math/rand"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// f32Groups counts the fused groups of r (and its nested regions) that run
// in their float32 form.
func f32Groups(r *Region) int {
	n := 0
	for _, o := range r.ops {
		if o.group != nil && o.group.f32 != nil {
			n++
		}
		for _, nr := range o.regions {
			n += f32Groups(nr)
		}
	}
	return n
}

// checkF32Fusion is checkFusion for programs over f32 that must fuse into
// wantF32 groups running in their float32 form.
func checkF32Fusion(t *testing.T, lines, results []string, wantFused, wantF32 int) {
	t.Helper()
	resultTypes := make([]string, len(results))
	for i := range resultTypes {
		resultTypes[i] = "$T"
	}
	src := fusionProgram("f32", 2, lines, results, resultTypes)
	p, err := LoadWithOptions([]byte(src), "fused.mlir", CompileOptions{})
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	if got := f32Groups(p.Function("main").body); got != wantF32 {
		t.Fatalf("%d groups run in float32 form, want %d\n%s", got, wantF32, src)
	}
	checkFusion(t, src, []tensor.Kind{tensor.F32, tensor.F32}, wantFused)
}

// TestFusionF32Form checks that groups of float32 vector kernels run in
// their float32 form and give the unfused program's bits.
func TestFusionF32Form(t *testing.T) {
	gelu := []string{
		"%0 = stablehlo.multiply %a0, %a0 : $T",
		"%1 = stablehlo.multiply %0, %a0 : $T",
		"%c0 = stablehlo.constant dense<4.471500e-02> : $S",
		"%2 = stablehlo.broadcast_in_dim %c0, dims = [] : ($S) -> $T",
		"%3 = stablehlo.multiply %2, %1 : $T",
		"%4 = stablehlo.add %a0, %3 : $T",
		"%c1 = stablehlo.constant dense<0.797884583> : $S",
		"%5 = stablehlo.broadcast_in_dim %c1, dims = [] : ($S) -> $T",
		"%6 = stablehlo.multiply %5, %4 : $T",
		"%7 = stablehlo.tanh %6 : $T",
		"%c2 = stablehlo.constant dense<1.000000e+00> : $S",
		"%8 = stablehlo.broadcast_in_dim %c2, dims = [] : ($S) -> $T",
		"%9 = stablehlo.add %8, %7 : $T",
		"%c3 = stablehlo.constant dense<5.000000e-01> : $S",
		"%10 = stablehlo.broadcast_in_dim %c3, dims = [] : ($S) -> $T",
		"%11 = stablehlo.multiply %10, %9 : $T",
		"%12 = stablehlo.multiply %a0, %11 : $T",
		"%13 = stablehlo.exponential %12 : $T",
		"%14 = stablehlo.abs %13 : $T",
		"%15 = stablehlo.log_plus_one %14 : $T",
	}
	t.Run("gelu", func(t *testing.T) { checkF32Fusion(t, gelu, []string{"%15"}, 1, 1) })

	// Every kernel of the float32 form; splats read as scalars, as a
	// filled block (the operand of a unary kernel) and as a result; two
	// scalar operands; a result read by later members; chlo.square.
	all := []string{
		"%c = stablehlo.constant dense<1.5> : $S",
		"%d = stablehlo.constant dense<-0.25> : $S",
		"%cb = stablehlo.broadcast_in_dim %c, dims = [] : ($S) -> $T",
		"%db = stablehlo.broadcast_in_dim %d, dims = [] : ($S) -> $T",
		"%s = stablehlo.subtract %a0, %a1 : $T",
		"%q = stablehlo.divide %s, %cb : $T",
		"%r = stablehlo.divide %db, %q : $T",
		"%mx = stablehlo.maximum %r, %a1 : $T",
		"%mn = stablehlo.minimum %mx, %db : $T",
		"%cd = stablehlo.multiply %cb, %db : $T",
		"%e = stablehlo.exponential %cd : $T",
		"%em = stablehlo.exponential_minus_one %mn : $T",
		"%l = stablehlo.log %a0 : $T",
		"%lp = stablehlo.log_plus_one %em : $T",
		"%lg = stablehlo.logistic %l : $T",
		"%th = stablehlo.tanh %cb : $T",
		"%ab = stablehlo.abs %lp : $T",
		"%sq = chlo.square %ab : $T -> $T",
		"%t1 = stablehlo.add %sq, %lg : $T",
		"%t2 = stablehlo.add %t1, %th : $T",
		"%t3 = stablehlo.multiply %t2, %e : $T",
		"%out = stablehlo.add %t3, %mn : $T",
	}
	t.Run("kernels", func(t *testing.T) { checkF32Fusion(t, all, []string{"%out", "%mn", "%cb", "%q"}, 1, 1) })

	// A member without a float32 kernel (sine) keeps the group on the
	// general path.
	mixed := []string{
		"%m = stablehlo.multiply %a0, %a1 : $T",
		"%sn = stablehlo.sine %m : $T",
		"%out = stablehlo.add %sn, %a0 : $T",
	}
	t.Run("mixed", func(t *testing.T) { checkF32Fusion(t, mixed, []string{"%out"}, 1, 0) })
}

// TestFusionF32InPlace checks the float32 form writing its result over an
// operand that dies at the group (the product %d, read by members before
// and at the one computing the result).
func TestFusionF32InPlace(t *testing.T) {
	dot := fmt.Sprintf(`func.func @main(%%a: tensor<%[1]dx4xf32>, %%b: tensor<4x4xf32>) -> tensor<%[1]dx4xf32> {
  %%d = stablehlo.dot_general %%a, %%b, contracting_dims = [1] x [0] : (tensor<%[1]dx4xf32>, tensor<4x4xf32>) -> tensor<%[1]dx4xf32>
  %%m = stablehlo.multiply %%d, %%d : tensor<%[1]dx4xf32>
  %%t = stablehlo.tanh %%m : tensor<%[1]dx4xf32>
  %%o = stablehlo.add %%t, %%d : tensor<%[1]dx4xf32>
  func.return %%o : tensor<%[1]dx4xf32>
}
`, fusionLen)
	fused, plain := loadFusedAndPlain(t, dot)
	if got := f32Groups(fused.Function("main").body); got != 1 {
		t.Fatalf("%d float32 groups, want 1", got)
	}
	a, err := tensor.FromSlice(tensor.NewType(tensor.F32, fusionLen, 4), specialInputsF32(t, 4*fusionLen))
	if err != nil {
		t.Fatal(err)
	}
	b, err := tensor.FromSlice(tensor.NewType(tensor.F32, 4, 4), specialInputsF32(t, 16))
	if err != nil {
		t.Fatal(err)
	}
	want, err := plain.Run("main", []Value{a, b}, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got, err := fused.Run("main", []Value{a, b}, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	assertEqual(t, "result", got[0], want[0].(*tensor.Tensor))
}

// specialInputsF32 returns n float32 values of specialInputs.
func specialInputsF32(t *testing.T, n int) []float32 {
	return specialInputs(t, rand.New(rand.NewSource(int64(n))), tensor.F32, n).Float32s()
}

// TestFusionF32Broadcast checks broadcasts in the float32 form: rows and
// columns of long rows (run by run), short rows and a transpose (element
// by element), against the unfused program's bits.
func TestFusionF32Broadcast(t *testing.T) {
	for _, sh := range [][2]int{{61, 103}, {2049, 3}, {5, 1000}} {
		rows, cols := sh[0], sh[1]
		t.Run(fmt.Sprintf("%dx%d", rows, cols), func(t *testing.T) {
			src := fmt.Sprintf(`func.func @main(%%a: tensor<%[1]dx%[2]dxf32>, %%r: tensor<%[1]dxf32>, %%c: tensor<%[2]dxf32>, %%t: tensor<%[2]dx%[1]dxf32>) -> (tensor<%[1]dx%[2]dxf32>, tensor<%[1]dx%[2]dxf32>) {
  %%rb = stablehlo.broadcast_in_dim %%r, dims = [0] : (tensor<%[1]dxf32>) -> tensor<%[1]dx%[2]dxf32>
  %%cb = stablehlo.broadcast_in_dim %%c, dims = [1] : (tensor<%[2]dxf32>) -> tensor<%[1]dx%[2]dxf32>
  %%tb = stablehlo.broadcast_in_dim %%t, dims = [1, 0] : (tensor<%[2]dx%[1]dxf32>) -> tensor<%[1]dx%[2]dxf32>
  %%s = stablehlo.subtract %%a, %%rb : tensor<%[1]dx%[2]dxf32>
  %%m = stablehlo.multiply %%s, %%cb : tensor<%[1]dx%[2]dxf32>
  %%e = stablehlo.tanh %%m : tensor<%[1]dx%[2]dxf32>
  %%o = stablehlo.add %%e, %%tb : tensor<%[1]dx%[2]dxf32>
  func.return %%o, %%cb : tensor<%[1]dx%[2]dxf32>, tensor<%[1]dx%[2]dxf32>
}
`, rows, cols)
			fused, plain := loadFusedAndPlain(t, src)
			if got := f32Groups(fused.Function("main").body); got != 1 {
				t.Fatalf("%d float32 groups, want 1", got)
			}
			rng := rand.New(rand.NewSource(int64(rows)))
			mk := func(shape ...int64) *tensor.Tensor {
				n := 1
				for _, d := range shape {
					n *= int(d)
				}
				r, err := tensor.FromSlice(tensor.NewType(tensor.F32, shape...), specialInputs(t, rng, tensor.F32, n).Float32s())
				if err != nil {
					t.Fatal(err)
				}
				return r
			}
			args := []Value{mk(int64(rows), int64(cols)), mk(int64(rows)), mk(int64(cols)), mk(int64(cols), int64(rows))}
			want, err := plain.Run("main", args, RunOptions{})
			if err != nil {
				t.Fatal(err)
			}
			got, err := fused.Run("main", args, RunOptions{})
			if err != nil {
				t.Fatal(err)
			}
			for i := range want {
				assertEqual(t, fmt.Sprintf("result %d", i), got[i], want[i].(*tensor.Tensor))
			}
		})
	}
}

// TestAbsF32MatchesGeneric checks that the float32 abs kernel gives the
// generic float loop's bits, signaling and negative NaNs included, at
// lengths around the vector width.
func TestAbsF32MatchesGeneric(t *testing.T) {
	xs := specialInputsF32(t, 4099)
	for i := 3; i < len(xs); i += 50 {
		xs[i] = math.Float32frombits([]uint32{0x7f800001, 0xff800123, 0xffc00000, 0x80000000}[i%4])
	}
	for _, n := range []int{1, 15, 16, 17, 255, 256, 4099} {
		got := make([]float32, n)
		want := make([]float32, n)
		absF32(got, xs[:n])
		mapF32(xs[:n], want, math.Abs, false)
		for i := range want {
			if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
				t.Fatalf("n=%d: abs(%#x) = %#x, want %#x", n, math.Float32bits(xs[i]), math.Float32bits(got[i]), math.Float32bits(want[i]))
			}
		}
	}
}
