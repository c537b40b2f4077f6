package interp

import (
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// The differential tests of elementwise fusion: each program runs compiled
// with and without fusion on random inputs with special values mixed in,
// and every result must be bit-identical.

// fusionLen spans several fused blocks and a partial last one, and is
// large enough for the blocks to be split across goroutines.
const fusionLen = 3*fuseBlock + 77

// specialInputs fills a tensor of kind k with random bit patterns and puts
// special values (NaN, infinities, -0, integer extremes) at every
// seventh element.
func specialInputs(t *testing.T, rng *rand.Rand, k tensor.Kind, n int) *tensor.Tensor {
	t.Helper()
	r := randomBits(t, rng, tensor.NewType(k, int64(n)))
	var floats = []complex128{
		complex(math.NaN(), 0), complex(math.Inf(1), math.Inf(-1)), complex(math.Inf(-1), 0),
		complex(math.Copysign(0, -1), math.Copysign(0, -1)), 0, 1, -1, 0.5, 1e38, -1e-40, 88.7, -103.9, 3, -2,
	}
	w := k.BitWidth()
	ints := []uint64{0, 1, ^uint64(0), 1 << (w - 1), 1<<(w-1) - 1, 2, uint64(w), uint64(w - 1), 3}
	for i := 0; i < n; i += 7 {
		j := rng.Intn(len(floats) + len(ints))
		switch {
		case k.IsFloat() || k.IsComplex():
			setComplex(r, i, floats[j%len(floats)])
		case k.IsBool():
		default:
			r.SetBits(i, ints[j%len(ints)])
		}
	}
	r.Normalize()
	return r
}

// countOps counts the operations called name in r and its nested regions.
func countOps(r *Region, name string) int {
	n := 0
	for _, o := range r.ops {
		if o.name == name {
			n++
		}
		for _, nr := range o.regions {
			n += countOps(nr, name)
		}
	}
	return n
}

// checkFusion runs src with and without fusion on random inputs of the
// given types and requires bit-identical results; wantFused is the number
// of fused operations the fused program must have.
func checkFusion(t *testing.T, src string, argKinds []tensor.Kind, wantFused int) {
	t.Helper()
	fused, plain := loadFusedAndPlain(t, src)
	if got := countOps(fused.Function("main").body, "interp.fused_elementwise"); got != wantFused {
		t.Fatalf("fused program has %d fused operations, want %d\n%s", got, wantFused, src)
	}
	if got := countOps(plain.Function("main").body, "interp.fused_elementwise"); got != 0 {
		t.Fatalf("unfused program has %d fused operations", got)
	}
	rng := rand.New(rand.NewSource(int64(len(src))))
	for round := 0; round < 3; round++ {
		args := make([]Value, len(argKinds))
		for i, k := range argKinds {
			args[i] = specialInputs(t, rng, k, fusionLen)
		}
		want, err := plain.Run("main", args, RunOptions{})
		if err != nil {
			t.Fatalf("unfused: %v\n%s", err, src)
		}
		got, err := fused.Run("main", args, RunOptions{})
		if err != nil {
			t.Fatalf("fused: %v\n%s", err, src)
		}
		for i := range want {
			assertEqual(t, fmt.Sprintf("result %d", i), got[i], want[i].(*tensor.Tensor))
		}
	}
}

// fusionProgram builds @main over tensor<fusionLen x elem> arguments from
// lines using %a0.. as arguments, $T as the tensor type, $S as the scalar
// type and $B as the boolean tensor type.
func fusionProgram(elem string, nargs int, lines []string, results []string, resultTypes []string) string {
	ty := fmt.Sprintf("tensor<%dx%s>", fusionLen, elem)
	var params []string
	for i := 0; i < nargs; i++ {
		params = append(params, fmt.Sprintf("%%a%d: %s", i, ty))
	}
	for i, r := range resultTypes {
		resultTypes[i] = strings.ReplaceAll(strings.ReplaceAll(r, "$T", ty), "$B", fmt.Sprintf("tensor<%dxi1>", fusionLen))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "func.func @main(%s) -> (%s) {\n", strings.Join(params, ", "), strings.Join(resultTypes, ", "))
	for _, l := range lines {
		l = strings.ReplaceAll(l, "$T", ty)
		l = strings.ReplaceAll(l, "$S", "tensor<"+elem+">")
		l = strings.ReplaceAll(l, "$B", fmt.Sprintf("tensor<%dxi1>", fusionLen))
		b.WriteString("  " + l + "\n")
	}
	fmt.Fprintf(&b, "  func.return %s : %s\n}\n", strings.Join(results, ", "), strings.Join(resultTypes, ", "))
	return b.String()
}

func TestFusionFloat(t *testing.T) {
	for _, k := range []tensor.Kind{tensor.F32, tensor.F64, tensor.F16, tensor.BF16, tensor.F8E4M3FN} {
		k := k
		t.Run(k.String(), func(t *testing.T) {
			lines := []string{
				"%c = stablehlo.constant dense<0.5> : $S",
				"%cb = stablehlo.broadcast_in_dim %c, dims = [] : ($S) -> $T",
				"%m = stablehlo.multiply %a0, %a1 : $T",
				"%s = stablehlo.add %m, %cb : $T",
				"%e = stablehlo.exponential %s : $T",
				"%th = stablehlo.tanh %a0 : $T",
				"%ab = stablehlo.abs %e : $T",
				"%l = stablehlo.log_plus_one %ab : $T",
				"%lg = stablehlo.logistic %l : $T",
				"%sn = stablehlo.sine %a1 : $T",
				"%cs = stablehlo.cosine %sn : $T",
				"%lo = stablehlo.log %a1 : $T",
				"%d = stablehlo.divide %lo, %a0 : $T",
				"%mx = stablehlo.maximum %d, %cs : $T",
				"%mn = stablehlo.minimum %mx, %th : $T",
				"%su = stablehlo.subtract %mn, %lg : $T",
				"%sq = stablehlo.sqrt %a0 : $T",
				"%rs = stablehlo.rsqrt %a1 : $T",
				"%p = stablehlo.power %sq, %rs : $T",
				"%ng = stablehlo.negate %p : $T",
				"%cmp = stablehlo.compare GT, %su, %ng, FLOAT : ($T, $T) -> $B",
				"%sel = stablehlo.select %cmp, %su, %ng : $B, $T",
				"%cl = stablehlo.clamp %a0, %sel, %a1 : $T",
				"%fin = stablehlo.is_finite %cl : ($T) -> $B",
				"%cv = stablehlo.convert %cl : ($T) -> tensor<" + fmt.Sprint(fusionLen) + "xi32>",
				"%cv2 = stablehlo.convert %cv : (tensor<" + fmt.Sprint(fusionLen) + "xi32>) -> $T",
				"%fl = stablehlo.floor %cv2 : $T",
				"%sq2 = chlo.square %fl : $T -> $T",
				"%out = stablehlo.add %sq2, %m : $T",
			}
			checkFusion(t, fusionProgram(k.String(), 2, lines, []string{"%out", "%m", "%fin"}, []string{"$T", "$T", "$B"}),
				[]tensor.Kind{k, k}, 1)
		})
	}
}

func TestFusionInteger(t *testing.T) {
	for _, k := range []tensor.Kind{tensor.SI4, tensor.SI8, tensor.SI16, tensor.SI32, tensor.SI64, tensor.UI8, tensor.UI16, tensor.UI32, tensor.UI64} {
		k := k
		t.Run(k.String(), func(t *testing.T) {
			lines := []string{
				"%c = stablehlo.constant dense<3> : $S",
				"%cb = stablehlo.broadcast_in_dim %c, dims = [] : ($S) -> $T",
				"%x = stablehlo.xor %a0, %a1 : $T",
				"%sl = stablehlo.shift_left %x, %cb : $T",
				"%sr = stablehlo.shift_right_logical %a1, %a0 : $T",
				"%sa = stablehlo.shift_right_arithmetic %sl, %cb : $T",
				"%m = stablehlo.multiply %sa, %sr : $T",
				"%r = stablehlo.remainder %m, %a1 : $T",
				"%dv = stablehlo.divide %a0, %r : $T",
				"%ad = stablehlo.add %dv, %x : $T",
				"%an = stablehlo.and %ad, %a1 : $T",
				"%o = stablehlo.or %an, %cb : $T",
				"%n = stablehlo.not %o : $T",
				"%pc = stablehlo.popcnt %n : $T",
				"%cz = stablehlo.count_leading_zeros %a0 : $T",
				"%mx = stablehlo.maximum %pc, %cz : $T",
				"%mn = stablehlo.minimum %mx, %a1 : $T",
				"%sg = stablehlo.sign %mn : $T",
				"%ng = stablehlo.negate %mn : $T",
				"%sb = stablehlo.subtract %ng, %sg : $T",
				"%pw = stablehlo.power %sb, %cb : $T",
				"%cmp = stablehlo.compare LT, %pw, %a0 : ($T, $T) -> $B",
				"%sel = stablehlo.select %cmp, %pw, %a1 : $B, $T",
				"%cl = stablehlo.clamp %a1, %sel, %a0 : $T",
				"%cv = stablehlo.convert %cl : ($T) -> tensor<" + fmt.Sprint(fusionLen) + "xf32>",
				"%cv2 = stablehlo.convert %cv : (tensor<" + fmt.Sprint(fusionLen) + "xf32>) -> $T",
				"%sq2 = stablehlo.multiply %cv2, %cv2 : $T", // chlo.square takes no integers
				"%out = stablehlo.add %sq2, %x : $T",
			}
			if k.IsSigned() {
				lines = append(lines, "%abs = stablehlo.abs %out : $T")
			} else {
				lines[17] = "%sg = stablehlo.popcnt %mn : $T"
				lines[18] = "%ng = stablehlo.not %mn : $T"
				lines = append(lines, "%abs = stablehlo.add %out, %out : $T")
			}
			checkFusion(t, fusionProgram(k.String(), 2, lines, []string{"%abs", "%x", "%cmp"}, []string{"$T", "$T", "$B"}),
				[]tensor.Kind{k, k}, 1)
		})
	}
}

func TestFusionBoolAndComplex(t *testing.T) {
	boolLines := []string{
		"%x = stablehlo.xor %a0, %a1 : $T",
		"%an = stablehlo.and %x, %a2 : $T",
		"%o = stablehlo.or %an, %a0 : $T",
		"%n = stablehlo.not %o : $T",
		"%cmp = stablehlo.compare EQ, %n, %a1 : ($T, $T) -> $T",
		"%sel = stablehlo.select %cmp, %n, %a2 : $T, $T",
		"%ad = stablehlo.add %sel, %x : $T",
		"%mu = stablehlo.multiply %ad, %a1 : $T",
	}
	checkFusion(t, fusionProgram("i1", 3, boolLines, []string{"%mu"}, []string{"$T"}), []tensor.Kind{tensor.Bool, tensor.Bool, tensor.Bool}, 1)
	for _, k := range []tensor.Kind{tensor.Complex64, tensor.Complex128} {
		lines := []string{
			"%m = stablehlo.multiply %a0, %a1 : $T",
			"%e = stablehlo.exponential %m : $T",
			"%l = stablehlo.log %a1 : $T",
			"%d = stablehlo.divide %e, %l : $T",
			"%s = stablehlo.sqrt %d : $T",
			"%n = stablehlo.negate %s : $T",
			"%su = stablehlo.subtract %n, %a0 : $T",
			"%cmp = stablehlo.compare NE, %su, %a1 : ($T, $T) -> $B",
			"%sel = stablehlo.select %cmp, %su, %m : $B, $T",
		}
		checkFusion(t, fusionProgram(k.String(), 2, lines, []string{"%sel"}, []string{"$T"}), []tensor.Kind{k, k}, 1)
	}
}

// TestFusionBoundaries covers values used outside a group, a value needed
// by another operation before the group ends (the group stays unfused),
// and groups inside a while loop's body.
func TestFusionBoundaries(t *testing.T) {
	early := []string{
		"%m = stablehlo.multiply %a0, %a1 : $T",
		"%z = stablehlo.constant dense<0.0> : $S",
		"%r = stablehlo.reduce(%m init: %z) applies stablehlo.add across dimensions = [0] : ($T, $S) -> $S",
		"%rb = stablehlo.broadcast_in_dim %r, dims = [] : ($S) -> $T",
		"%e = stablehlo.exponential %m : $T",
		"%out = stablehlo.add %e, %rb : $T",
	}
	// %m is read by the reduce before the group's end: the group splits
	// after %m, which alone is not fused, and %rb, %e and %out fuse.
	checkFusion(t, fusionProgram("f32", 2, early, []string{"%out"}, []string{"$T"}), []tensor.Kind{tensor.F32, tensor.F32}, 1)

	loop := []string{
		"%i0 = stablehlo.constant dense<0> : tensor<i32>",
		"%w:2 = stablehlo.while(%i = %i0, %h = %a0) : tensor<i32>, $T",
		"cond {",
		"  %lim = stablehlo.constant dense<3> : tensor<i32>",
		"  %c = stablehlo.compare LT, %i, %lim : (tensor<i32>, tensor<i32>) -> tensor<i1>",
		"  stablehlo.return %c : tensor<i1>",
		"} do {",
		"  %one = stablehlo.constant dense<1> : tensor<i32>",
		"  %i1 = stablehlo.add %i, %one : tensor<i32>",
		"  %m = stablehlo.multiply %h, %a1 : $T",
		"  %s = stablehlo.add %m, %a0 : $T",
		"  %th = stablehlo.tanh %s : $T",
		"  stablehlo.return %i1, %th : tensor<i32>, $T",
		"}",
		"%l = stablehlo.logistic %w#1 : $T",
		"%out = stablehlo.multiply %l, %a1 : $T",
	}
	checkFusion(t, fusionProgram("f32", 2, loop, []string{"%out", "%w#1"}, []string{"$T", "$T"}), []tensor.Kind{tensor.F32, tensor.F32}, 2)
}

// TestParallelBlocksCover checks that the ranges of parallelBlocks cover
// every element exactly once, for sizes around the split thresholds.
func TestParallelBlocksCover(t *testing.T) {
	for _, n := range []int{0, 1, 63, 64, 127, 128, 1000, parallelMinWork - 1, parallelMinWork, 3*parallelMinWork + 5} {
		for _, cost := range []int{costCheap, costMath} {
			seen := make([]int32, n)
			parallelBlocks(n, cost, func(lo, hi int) {
				for i := lo; i < hi; i++ {
					seen[i]++
				}
			})
			for i, c := range seen {
				if c != 1 {
					t.Fatalf("n=%d cost=%d: element %d covered %d times", n, cost, i, c)
				}
			}
		}
	}
}

// TestFusionBroadcast covers broadcast_in_dim of vectors and matrices into
// a group: rows, columns, a transpose-like broadcast and one that reads a
// value the group computes (which must stay unfused).
func TestFusionBroadcast(t *testing.T) {
	const rows, cols = 61, 103 // 6283 elements: several blocks
	src := fmt.Sprintf(`func.func @main(%%a: tensor<%[1]dx%[2]dxf32>, %%r: tensor<%[1]dxf32>, %%c: tensor<%[2]dxf32>, %%t: tensor<%[2]dx%[1]dxf32>) -> (tensor<%[1]dx%[2]dxf32>, tensor<%[2]dx%[1]dxf32>) {
  %%rb = stablehlo.broadcast_in_dim %%r, dims = [0] : (tensor<%[1]dxf32>) -> tensor<%[1]dx%[2]dxf32>
  %%r1 = stablehlo.broadcast_in_dim %%r, dims = [0] : (tensor<%[1]dxf32>) -> tensor<%[1]dx1xf32>
  %%r2 = stablehlo.broadcast_in_dim %%r1, dims = [0, 1] : (tensor<%[1]dx1xf32>) -> tensor<%[1]dx%[2]dxf32>
  %%cb = stablehlo.broadcast_in_dim %%c, dims = [1] : (tensor<%[2]dxf32>) -> tensor<%[1]dx%[2]dxf32>
  %%tb = stablehlo.broadcast_in_dim %%t, dims = [1, 0] : (tensor<%[2]dx%[1]dxf32>) -> tensor<%[1]dx%[2]dxf32>
  %%s = stablehlo.subtract %%a, %%rb : tensor<%[1]dx%[2]dxf32>
  %%e = stablehlo.exponential %%s : tensor<%[1]dx%[2]dxf32>
  %%m = stablehlo.multiply %%e, %%cb : tensor<%[1]dx%[2]dxf32>
  %%d = stablehlo.divide %%m, %%r2 : tensor<%[1]dx%[2]dxf32>
  %%o = stablehlo.add %%d, %%tb : tensor<%[1]dx%[2]dxf32>
  %%x = stablehlo.negate %%t : tensor<%[2]dx%[1]dxf32>
  %%xt = stablehlo.broadcast_in_dim %%x, dims = [0, 1] : (tensor<%[2]dx%[1]dxf32>) -> tensor<%[2]dx%[1]dxf32>
  %%y = stablehlo.add %%xt, %%x : tensor<%[2]dx%[1]dxf32>
  func.return %%o, %%y : tensor<%[1]dx%[2]dxf32>, tensor<%[2]dx%[1]dxf32>
}
`, rows, cols)
	fused, plain := loadFusedAndPlain(t, src)
	if got := countOps(fused.Function("main").body, "interp.fused_elementwise"); got != 1 {
		t.Fatalf("fused program has %d fused operations, want 1", got)
	}
	rng := rand.New(rand.NewSource(7))
	mk := func(shape ...int64) *tensor.Tensor {
		n := 1
		for _, d := range shape {
			n *= int(d)
		}
		v := specialInputs(t, rng, tensor.F32, n)
		r, err := tensor.FromSlice(tensor.NewType(tensor.F32, shape...), v.Float32s())
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	assertSameRuns(t, "", fused, plain, mk(rows, cols), mk(rows), mk(cols), mk(cols, rows))
}

// assertSameRuns runs @main of fused and of plain on args and checks that
// their results are the same; what prefixes the messages.
func assertSameRuns(t *testing.T, what string, fused, plain *Program, args ...Value) {
	t.Helper()
	want, err := plain.Run("main", args, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got, err := fused.Run("main", args, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range want {
		assertEqual(t, fmt.Sprintf("%sresult %d", what, i), got[i], want[i].(*tensor.Tensor))
	}
}

// loadFusedAndPlain loads src twice: with fusion, and with every
// elementwise operation on its own (NoFusion), for tests comparing the two.
func loadFusedAndPlain(t *testing.T, src string) (fused, plain *Program) {
	t.Helper()
	fused, err := LoadWithOptions([]byte(src), "fused.mlir", CompileOptions{})
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	plain, err = LoadWithOptions([]byte(src), "plain.mlir", CompileOptions{NoFusion: true})
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	return fused, plain
}
