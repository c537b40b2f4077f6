package interp

import (
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Sorts whose comparators run compiled (as key sorts or through the
// compiled comparator) against a reference that sorts with the generic
// evaluation of the same comparator.

// jaxComparator is the body of jnp.sort's comparator for element type e:
// -0 and NaN canonicalised on both sides, then a TOTALORDER compare.
func jaxComparator(e, dir string) string {
	side := func(a, p string) string {
		return fmt.Sprintf(`
    %%z%[2]s = stablehlo.constant dense<0.0> : tensor<%[3]s>
    %%e%[2]s = stablehlo.compare EQ, %[1]s, %%z%[2]s, FLOAT : (tensor<%[3]s>, tensor<%[3]s>) -> tensor<i1>
    %%s%[2]s = stablehlo.select %%e%[2]s, %%z%[2]s, %[1]s : tensor<i1>, tensor<%[3]s>
    %%n%[2]s = stablehlo.compare NE, %[1]s, %[1]s, FLOAT : (tensor<%[3]s>, tensor<%[3]s>) -> tensor<i1>
    %%q%[2]s = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %%qc%[2]s = stablehlo.convert %%q%[2]s : (tensor<f32>) -> tensor<%[3]s>
    %%c%[2]s = stablehlo.select %%n%[2]s, %%qc%[2]s, %%s%[2]s : tensor<i1>, tensor<%[3]s>`, a, p, e)
	}
	return side("%x", "l") + side("%y", "r") + fmt.Sprintf(`
    %%res = stablehlo.compare %s, %%cl, %%cr, TOTALORDER : (tensor<%s>, tensor<%s>) -> tensor<i1>`, dir, e, e)
}

type sortCase struct {
	name  string
	elems []string // element type of each operand
	// body computes %res from %x, %y (operand 0) and %u, %v (operand 1).
	body  string
	key   bool // recognised as a key sort
	shape []int64
	dim   int
}

func sortCases() []sortCase {
	return []sortCase{
		{name: "jax f32", elems: []string{"f32"}, body: jaxComparator("f32", "LT"), key: true, shape: []int64{700}},
		{name: "jax f32 desc rows", elems: []string{"f32", "i32"}, body: jaxComparator("f32", "GT"), key: true, shape: []int64{5, 90}, dim: 1},
		{name: "jax f16 dim0", elems: []string{"f16"}, body: jaxComparator("f16", "LT"), key: true, shape: []int64{80, 3}},
		{name: "jax bf16", elems: []string{"bf16"}, body: jaxComparator("bf16", "LT"), key: true, shape: []int64{300}},
		{name: "jax f64", elems: []string{"f64"}, body: jaxComparator("f64", "LT"), key: true, shape: []int64{300}},
		{name: "negated i32 key", elems: []string{"i32"}, key: true, shape: []int64{400}, body: `
    %nx = stablehlo.negate %x : tensor<i32>
    %ny = stablehlo.negate %y : tensor<i32>
    %res = stablehlo.compare LT, %nx, %ny, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>`},
		{name: "lexicographic", elems: []string{"i8", "f32"}, shape: []int64{3, 200}, dim: 1, body: `
    %lt = stablehlo.compare LT, %x, %y, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %x, %y, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
    %lt2 = stablehlo.compare LT, %u, %v, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %both = stablehlo.and %eq, %lt2 : tensor<i1>
    %res = stablehlo.or %lt, %both : tensor<i1>`},
		{name: "LE float with NaNs", elems: []string{"f32"}, shape: []int64{500}, body: `
    %ax = stablehlo.abs %x : tensor<f32>
    %ay = stablehlo.abs %y : tensor<f32>
    %res = stablehlo.compare LE, %ax, %ay, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>`},
		{name: "different sides", elems: []string{"ui16"}, shape: []int64{300}, body: `
    %c = stablehlo.constant dense<3> : tensor<ui16>
    %sx = stablehlo.add %x, %c : tensor<ui16>
    %res = stablehlo.compare LT, %sx, %y, UNSIGNED : (tensor<ui16>, tensor<ui16>) -> tensor<i1>`},
	}
}

// sortModule returns a module with @main sorting its operands with the
// comparator and @cmp, the comparator as a function.
func sortModule(c sortCase) string {
	dims := make([]string, len(c.shape))
	for i, d := range c.shape {
		dims[i] = fmt.Sprint(d)
	}
	var ts, params, args, blk, cmpParams, cmpTypes []string
	names := [][2]string{{"%x", "%y"}, {"%u", "%v"}}
	for i, e := range c.elems {
		t := fmt.Sprintf("tensor<%sx%s>", strings.Join(dims, "x"), e)
		ts = append(ts, t)
		params = append(params, fmt.Sprintf("%%a%d: %s", i, t))
		args = append(args, fmt.Sprintf("%%a%d", i))
		for _, n := range names[i] {
			blk = append(blk, fmt.Sprintf("%s: tensor<%s>", n, e))
			cmpParams = append(cmpParams, fmt.Sprintf("%s: tensor<%s>", n, e))
			cmpTypes = append(cmpTypes, "tensor<"+e+">")
		}
	}
	return fmt.Sprintf(`func.func @main(%s) -> (%s) {
  %%r:%d = "stablehlo.sort"(%s) ({
  ^bb0(%s):%s
    stablehlo.return %%res : tensor<i1>
  }) {dimension = %d : i64, is_stable = true} : (%s) -> (%s)
  func.return %s : %s
}
func.func @cmp(%s) -> tensor<i1> {%s
  func.return %%res : tensor<i1>
}
`, strings.Join(params, ", "), strings.Join(ts, ", "), len(ts), strings.Join(args, ", "), strings.Join(blk, ", "), c.body,
		c.dim, strings.Join(ts, ", "), strings.Join(ts, ", "), rets(len(ts)), strings.Join(ts, ", "),
		strings.Join(cmpParams, ", "), c.body)
}

func rets(n int) string {
	var r []string
	for i := 0; i < n; i++ {
		r = append(r, fmt.Sprintf("%%r#%d", i))
	}
	return strings.Join(r, ", ")
}

// sortInput returns random elements with many duplicates and, for floats,
// NaNs of both signs, zeros of both signs and infinities.
func sortInput(t *testing.T, rng *rand.Rand, k tensor.Kind, shape []int64) *tensor.Tensor {
	ty := tensor.NewType(k, shape...)
	n := int(ty.NumElements())
	pool := make([]uint64, 12)
	for i := range pool {
		pool[i] = specialBits(rng, k)
	}
	r, err := tensor.FromBits(ty, func(int) uint64 {
		if rng.Intn(3) == 0 {
			return rng.Uint64()
		}
		return pool[rng.Intn(len(pool))]
	})
	if err != nil {
		t.Fatal(err)
	}
	_ = n
	return r
}

func TestCompiledSortMatchesGeneric(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for _, c := range sortCases() {
		t.Run(c.name, func(t *testing.T) {
			src := sortModule(c)
			p := mustLoad(t, src)
			// @cmp's body has the comparator's structure.
			region := p.Function("cmp").body
			prog := region.scalarRegion()
			if prog == nil {
				t.Fatalf("comparator not compiled")
			}
			ks := keySortOf(region, prog)
			if got := ks != nil; got != c.key {
				t.Fatalf("key sort recognised = %v, want %v", got, c.key)
			}
			// The keys run only the part of the comparator that computes
			// g(lhs), not g(rhs) and the comparison.
			if ks != nil && len(ks.prog.code) >= len(prog.code) {
				t.Errorf("the keys run %d instructions, the whole comparator %d", len(ks.prog.code), len(prog.code))
			}
			for trial := 0; trial < 3; trial++ {
				ins := make([]*tensor.Tensor, len(c.elems))
				vals := make([]Value, len(c.elems))
				for i, e := range c.elems {
					k, err := tensor.ParseKind(e)
					if err != nil {
						t.Fatal(err)
					}
					ins[i] = sortInput(t, rng, k, c.shape)
					vals[i] = ins[i]
				}
				got, err := p.Run("main", vals, RunOptions{})
				if err != nil {
					t.Fatal(err)
				}
				want := referenceSort(t, p, ins, c.dim)
				for i := range want {
					g := got[i].(*tensor.Tensor)
					for j := 0; j < g.Len(); j++ {
						if elemBits(g, j) != elemBits(want[i], j) {
							t.Fatalf("operand %d element %d: got %s, want %s", i, j, g, want[i])
						}
					}
				}
			}
		})
	}
}

// referenceSort sorts ins along dim with sort.Stable, evaluating @cmp
// generically for every comparison.
func referenceSort(t *testing.T, p *Program, ins []*tensor.Tensor, dim int) []*tensor.Tensor {
	shape := ins[0].Shape()
	str := rowStrides(shape)
	size, inner, outer := int(shape[dim]), str[dim], 1
	for d := 0; d < dim; d++ {
		outer *= int(shape[d])
	}
	outs := make([]*tensor.Tensor, len(ins))
	for i, in := range ins {
		outs[i] = in.Clone()
	}
	scalar := func(in *tensor.Tensor, i int) *tensor.Tensor {
		s, err := tensor.New(tensor.Type{Kind: in.Kind(), Shape: []int64{}})
		if err != nil {
			t.Fatal(err)
		}
		copyElem(s, 0, in, i)
		return s
	}
	for o := 0; o < outer; o++ {
		for j := 0; j < inner; j++ {
			base := o*size*inner + j
			perm := make([]int, size)
			for i := range perm {
				perm[i] = i
			}
			sort.SliceStable(perm, func(a, b int) bool {
				var args []Value
				for _, in := range ins {
					args = append(args, scalar(in, base+perm[a]*inner), scalar(in, base+perm[b]*inner))
				}
				res, err := p.Run("cmp", args, RunOptions{})
				if err != nil {
					t.Fatal(err)
				}
				return res[0].(*tensor.Tensor).Bools()[0]
			})
			for i, q := range perm {
				for k := range ins {
					copyElem(outs[k], base+i*inner, ins[k], base+q*inner)
				}
			}
		}
	}
	return outs
}

// TestCompiledMapAndReduce runs map and reduce with multi-operation bodies
// (compiled) and checks every element against the body evaluated
// generically as a function.
func TestCompiledMapAndReduce(t *testing.T) {
	body := `
    %m = stablehlo.multiply %x, %y : tensor<bf16>
    %n = stablehlo.negate %y : tensor<bf16>
    %mx = stablehlo.maximum %x, %n : tensor<bf16>
    %res = stablehlo.add %m, %mx : tensor<bf16>`
	src := `func.func @main(%a: tensor<64xbf16>, %b: tensor<64xbf16>, %i: tensor<bf16>) -> (tensor<64xbf16>, tensor<bf16>) {
  %r = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<bf16>, %y: tensor<bf16>):` + body + `
    stablehlo.return %res : tensor<bf16>
  }) {dimensions = array<i64: 0>} : (tensor<64xbf16>, tensor<64xbf16>) -> tensor<64xbf16>
  %s = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<bf16>, %y: tensor<bf16>):` + body + `
    stablehlo.return %res : tensor<bf16>
  }) {dimensions = array<i64: 0>} : (tensor<64xbf16>, tensor<bf16>) -> tensor<bf16>
  func.return %r, %s : tensor<64xbf16>, tensor<bf16>
}
func.func @f(%x: tensor<bf16>, %y: tensor<bf16>) -> tensor<bf16> {` + body + `
  func.return %res : tensor<bf16>
}
`
	p := mustLoad(t, src)
	if compileScalar(p.Function("f").body) == nil {
		t.Fatal("body not compiled")
	}
	rng := rand.New(rand.NewSource(5))
	a := sortInput(t, rng, tensor.BF16, []int64{64})
	b := sortInput(t, rng, tensor.BF16, []int64{64})
	init := scalarInput(t, rng, tensor.BF16)
	got, err := p.Run("main", []Value{a, b, init}, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	scalar := func(x *tensor.Tensor, i int) *tensor.Tensor {
		s, err := tensor.New(tensor.Type{Kind: tensor.BF16, Shape: []int64{}})
		if err != nil {
			t.Fatal(err)
		}
		copyElem(s, 0, x, i)
		return s
	}
	call := func(x, y *tensor.Tensor) *tensor.Tensor {
		res, err := p.Run("f", []Value{x, y}, RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return res[0].(*tensor.Tensor)
	}
	mapped := got[0].(*tensor.Tensor)
	acc := init
	for i := 0; i < 64; i++ {
		want := call(scalar(a, i), scalar(b, i))
		if elemBits(mapped, i) != elemBits(want, 0) {
			t.Fatalf("map element %d: got %s, want %s", i, scalar(mapped, i), want)
		}
		acc = call(acc, scalar(a, i))
	}
	if r := got[1].(*tensor.Tensor); elemBits(r, 0) != elemBits(acc, 0) {
		t.Fatalf("reduce: got %s, want %s", r, acc)
	}
}
