package passes

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

const chloPipeline = "builtin.module(func.func(chlo-legalize-to-stablehlo))"

// raggedCase is a ragged_dot of lhs [B..., M, K] with rhs laid out by
// rhsShape; at maps (group, batch, k, n) to the offset of an rhs element.
// precision is the precision_config list (two DEFAULTs when empty).
type raggedCase struct {
	name               string
	batch, m, k, n     int64
	sizes              []int64
	rhsShape           []int64
	at                 func(g, b, k, n int64) int64
	dims               string
	lhsShape, outShape []int64
	precision          string
}

// raggedReference computes the ragged dot with loops: row i of batch b
// belongs to the group whose range holds i and is zero past every group.
func raggedReference(c raggedCase, lhs, rhs []float64) []float64 {
	out := make([]float64, c.batch*c.m*c.n)
	for b := int64(0); b < c.batch; b++ {
		start := int64(0)
		for g, size := range c.sizes {
			for i := start; i < start+size && i < c.m; i++ {
				for n := int64(0); n < c.n; n++ {
					s := 0.0
					for k := int64(0); k < c.k; k++ {
						s += lhs[(b*c.m+i)*c.k+k] * rhs[c.at(int64(g), b, k, n)]
					}
					out[(b*c.m+i)*c.n+n] = s
				}
			}
			start += size
		}
	}
	return out
}

func raggedCases() []raggedCase {
	const g, m, k, n = 4, 9, 3, 5
	return []raggedCase{{
		name: "mode1", batch: 1, sizes: []int64{3, 0, 4, 1},
		lhsShape: []int64{m, k}, rhsShape: []int64{g, k, n}, outShape: []int64{m, n},
		at:   func(gi, _, ki, ni int64) int64 { return (gi*k+ki)*n + ni },
		dims: "lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]",
	}, {
		name: "mode1-group-dim-inside", batch: 1, sizes: []int64{0, 5, 2, 2},
		precision: "#chlo<precision HIGHEST>",
		lhsShape:  []int64{m, k}, rhsShape: []int64{k, g, n}, outShape: []int64{m, n},
		at:   func(gi, _, ki, ni int64) int64 { return (ki*g+gi)*n + ni },
		dims: "lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], lhs_ragged_dimensions = [0], rhs_group_dimensions = [1]",
	}, {
		name: "mode1-batching", batch: 2, sizes: []int64{2, 4, 0, 1},
		lhsShape: []int64{2, m, k}, rhsShape: []int64{g, 2, k, n}, outShape: []int64{2, m, n},
		at:   func(gi, bi, ki, ni int64) int64 { return ((gi*2+bi)*k+ki)*n + ni },
		dims: "lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]",
	}}
}

// TestRaggedDot rewrites ragged dots (unregistered chlo ops) and compares
// the interpreted results with the loop reference.
func TestRaggedDot(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for _, c := range raggedCases() {
		c.m, c.k, c.n = 9, 3, 5
		t.Run(c.name, func(t *testing.T) {
			lhs := values(rng, numElements(c.lhsShape), true, false)
			rhs := values(rng, numElements(c.rhsShape), true, false)
			want := raggedReference(c, lhs, rhs)
			precision := c.precision
			if precision == "" {
				precision = "#chlo<precision DEFAULT>, #chlo<precision DEFAULT>"
			}
			sizesType := tensorTypeText([]int64{int64(len(c.sizes))}, "i64")
			sizes := make([]string, len(c.sizes))
			for i, s := range c.sizes {
				sizes[i] = fmt.Sprint(s)
			}
			src := fmt.Sprintf(`func.func @main() -> %[6]s {
  %%l = stablehlo.constant %[1]s
  %%r = stablehlo.constant %[2]s
  %%g = stablehlo.constant dense<[%[3]s]> : %[4]s
  %%o = "chlo.ragged_dot"(%%l, %%r, %%g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<%[5]s>, precision_config = [%[9]s]} : (%[7]s, %[8]s, %[4]s) -> %[6]s
  return %%o : %[6]s
}`, dense(lhs, c.lhsShape, "f32"), dense(rhs, c.rhsShape, "f32"), strings.Join(sizes, ", "), sizesType,
				c.dims, tensorTypeText(c.outShape, "f32"), tensorTypeText(c.lhsShape, "f32"), tensorTypeText(c.rhsShape, "f32"), precision)
			ctx := unregisteredContext(t)
			m := parse(t, ctx, src)
			runPipeline(t, ctx, m, chloPipeline)
			text, _ := m.Print(mlirc.PrintOptions{})
			if strings.Contains(text, "chlo.") {
				t.Fatalf("chlo ops left:\n%s", text)
			}
			out, err := interpret(m)
			if err != nil {
				t.Fatalf("interpreting: %v\n%s", err, text)
			}
			if err := compareReference(out[0], want, toleranceOf(out[0].Kind())); err != nil {
				t.Errorf("%v\n%s", err, text)
			}
		})
	}
}

// unregisteredContext is newContext allowing unregistered ops, for chlo
// ops when the chlo dialect is not built in.
func unregisteredContext(t *testing.T) *mlirc.Context {
	t.Helper()
	newContext(t)
	ctx := stablehlo.NewContext(true)
	t.Cleanup(func() { ctx.Close() })
	return ctx
}

// TestParseRaggedDims checks the decoding of #chlo.ragged_dot and its
// rejection of other attributes.
func TestParseRaggedDims(t *testing.T) {
	ctx := unregisteredContext(t)
	attr := func(text string) mlirc.Attribute {
		a, err := ctx.ParseAttribute(text)
		if err != nil {
			t.Fatalf("parsing %s: %v", text, err)
		}
		return a
	}
	d, err := decodeRaggedDims(attr("#chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>"))
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(d.dot.lhsBatch, d.dot.rhsBatch, d.dot.lhsContract, d.dot.rhsContract, d.lhsRagged, d.rhsGroup) != "[0] [1] [2] [2] [1] [0]" {
		t.Errorf("decoded %+v", d)
	}
	for _, bad := range []mlirc.Attribute{
		attr("#stablehlo.dot<lhs_batching_dimensions = []>"),
		ctx.I64Attr(1),
		{},
	} {
		if _, err := decodeRaggedDims(bad); err == nil {
			t.Errorf("%s: accepted", bad)
		}
	}
}

// TestRaggedDotUnsupported checks that a ragged contracting dimension, which
// the rewrite does not cover, fails the pass with a diagnostic.
func TestRaggedDotUnsupported(t *testing.T) {
	ctx := unregisteredContext(t)
	m := parse(t, ctx, `func.func @main(%l: tensor<2x4xf32>, %r: tensor<4x3xf32>, %g: tensor<2xi64>) -> tensor<2x2x3xf32> {
  %o = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], lhs_ragged_dimensions = [1], rhs_group_dimensions = []>, precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>]} : (tensor<2x4xf32>, tensor<4x3xf32>, tensor<2xi64>) -> tensor<2x2x3xf32>
  return %o : tensor<2x2x3xf32>
}`)
	pm, err := ctx.NewPassManager()
	if err != nil {
		t.Fatal(err)
	}
	defer pm.Close()
	if err := pm.AddPipeline(chloPipeline); err != nil {
		t.Fatal(err)
	}
	err = pm.Run(m)
	if err == nil || !errorsContain(err, "cannot legalize chlo.ragged_dot") {
		t.Fatalf("got %v, want a diagnostic for the ragged contracting dimension", err)
	}
}
