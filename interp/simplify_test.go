package interp

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// unsignedRemainder is the body JAX exports for jnp.remainder of an
// unsigned x by a scalar d, with its sign corrections, followed by tests
// the types decide in every direction, and a signed test that they do not
// decide (kept).
const unsignedRemainder = `
func.func public @main(%x: tensor<64xui32>, %d: tensor<ui32>, %s: tensor<64xi32>) -> (tensor<64xui32>, tensor<64xi1>, tensor<64xui32>, tensor<64xi1>, tensor<64xui32>) {
  %c0 = stablehlo.constant dense<0> : tensor<ui32>
  %isz = stablehlo.compare EQ, %d, %c0, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
  %c1 = stablehlo.constant dense<1> : tensor<ui32>
  %dd = stablehlo.select %isz, %c1, %d : tensor<i1>, tensor<ui32>
  %b = stablehlo.broadcast_in_dim %dd, dims = [] : (tensor<ui32>) -> tensor<64xui32>
  %r = stablehlo.remainder %x, %b : tensor<64xui32>
  %z = stablehlo.constant dense<0> : tensor<64xui32>
  %nz = stablehlo.compare NE, %r, %z, UNSIGNED : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xi1>
  %rneg = stablehlo.compare LT, %r, %z, UNSIGNED : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xi1>
  %dneg = stablehlo.compare LT, %dd, %c0, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
  %dnegb = stablehlo.broadcast_in_dim %dneg, dims = [] : (tensor<i1>) -> tensor<64xi1>
  %differ = stablehlo.compare NE, %rneg, %dnegb, UNSIGNED : (tensor<64xi1>, tensor<64xi1>) -> tensor<64xi1>
  %fix = stablehlo.and %differ, %nz : tensor<64xi1>
  %sum = stablehlo.add %r, %b : tensor<64xui32>
  %res = stablehlo.select %fix, %sum, %r : tensor<64xi1>, tensor<64xui32>
  %ge = stablehlo.compare GE, %x, %z, UNSIGNED : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xi1>
  %both = stablehlo.and %ge, %nz : tensor<64xi1>
  %zb = stablehlo.broadcast_in_dim %c0, dims = [] : (tensor<ui32>) -> tensor<64xui32>
  %gt = stablehlo.compare GT, %zb, %x, UNSIGNED : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xi1>
  %ngt = stablehlo.not %gt : tensor<64xi1>
  %either = stablehlo.or %gt, %ngt : tensor<64xi1>
  %pick = stablehlo.select %either, %x, %zb : tensor<64xi1>, tensor<64xui32>
  %xneg = stablehlo.compare LT, %x, %z : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xi1>
  %keep = stablehlo.select %xneg, %zb, %x : tensor<64xi1>, tensor<64xui32>
  %zs = stablehlo.constant dense<0> : tensor<64xi32>
  %sneg = stablehlo.compare LT, %s, %zs, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
  return %res, %both, %pick, %sneg, %keep : tensor<64xui32>, tensor<64xi1>, tensor<64xui32>, tensor<64xi1>, tensor<64xui32>
}
`

// TestSimplifyMatchesPlain checks that the simplified program gives the
// results of the program run operation by operation, on random operands
// and on the edge values, and that it no longer runs the decided tests.
func TestSimplifyMatchesPlain(t *testing.T) {
	fused, plain := loadFusedAndPlain(t, unsignedRemainder)
	rng := rand.New(rand.NewSource(41))
	for trial := range 6 {
		x := randomValues(t, rng, tensor.NewType(tensor.UI32, 64))
		s := randomValues(t, rng, tensor.NewType(tensor.SI32, 64))
		for i, v := range []uint64{0, 1, 0xFFFFFFFF, 0x80000000} {
			x.SetBits(i, v)
		}
		d, err := tensor.New(tensor.NewType(tensor.UI32))
		if err != nil {
			t.Fatal(err)
		}
		d.SetBits(0, []uint64{0, 1, 7, 0xFFFFFFFF, 1000003, rng.Uint64()}[trial])
		assertSameRuns(t, fmt.Sprintf("trial %d ", trial), fused, plain, x, d, s)
	}
	counts := func(r *Region) map[string]int {
		n := map[string]int{}
		for _, o := range r.ops {
			n[o.name]++
		}
		return n
	}
	before := counts(plain.Function("main").body)
	r := plain.Function("main").body
	simplifyRegion(r)
	after := counts(r)
	// Left: the divisor's zero test and its select, r != 0 (a result
	// through the and with a true operand) and the signed test.
	if after["stablehlo.compare"] != 3 || after["stablehlo.select"] != 1 || after["stablehlo.and"] != 0 {
		t.Errorf("after simplification: %v (before: %v)", after, before)
	}
	if after["stablehlo.add"] != 0 || after["stablehlo.not"] != 0 || after["stablehlo.or"] != 0 {
		t.Errorf("operations left that nothing reads: %v", after)
	}
}

// TestSimplifyKeepsValuesOfNestedRegions checks that a value a nested
// region reads keeps its operation: the regions' reads are not renamed.
func TestSimplifyKeepsValuesOfNestedRegions(t *testing.T) {
	src := `
func.func public @main(%x: tensor<4xui32>, %i: tensor<i32>) -> (tensor<4xui32>, tensor<4xui32>) {
  %z = stablehlo.constant dense<0> : tensor<4xui32>
  %lt = stablehlo.compare LT, %x, %z, UNSIGNED : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
  %sel = stablehlo.select %lt, %z, %x : tensor<4xi1>, tensor<4xui32>
  %sel2 = stablehlo.select %lt, %z, %x : tensor<4xi1>, tensor<4xui32>
  %r = "stablehlo.case"(%i) ({
    stablehlo.return %sel : tensor<4xui32>
  }, {
    stablehlo.return %z : tensor<4xui32>
  }) : (tensor<i32>) -> tensor<4xui32>
  return %r, %sel2 : tensor<4xui32>, tensor<4xui32>
}
`
	fused, plain := loadFusedAndPlain(t, src)
	x, err := tensor.FromBits(tensor.NewType(tensor.UI32, 4), func(i int) uint64 { return uint64(5 + i) })
	if err != nil {
		t.Fatal(err)
	}
	for _, idx := range []uint64{0, 1} {
		i, err := tensor.FromBits(tensor.NewType(tensor.SI32), func(int) uint64 { return idx })
		if err != nil {
			t.Fatal(err)
		}
		assertSameRuns(t, fmt.Sprintf("branch %d ", idx), fused, plain, x, i)
	}
	r := plain.Function("main").body
	simplifyRegion(r)
	selects := 0
	for _, o := range r.ops {
		if o.name == "stablehlo.select" {
			selects++
		}
	}
	if selects != 1 {
		t.Errorf("%d selects left, want the one the case branch reads", selects)
	}
}
