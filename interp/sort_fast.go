package interp

import (
	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/internal/elem"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// A sort whose comparator is a single stablehlo.compare of one operand's two
// arguments is run without calling the region: the comparison is evaluated
// directly on the operand's storage, with the semantics of stablehlo.compare
// (comparison in the storage type, or the IEEE total order for TOTALORDER),
// so the sort sees exactly the answers the region would give.

// sortComparator describes a recognized comparator: operand key compared
// in direction dir (total order for floats when totalOrder is set).
type sortComparator struct {
	key        int
	dir        stablehlo.ComparisonDirection
	totalOrder bool
}

// recognizeComparator checks whether the comparator region is a single
// compare of arguments 2k and 2k+1 (in either order) returning its result.
func recognizeComparator(r *Region) *sortComparator {
	b, ok := bodyOf(r)
	if !ok || b.compare == nil {
		return nil
	}
	dir := b.compare.direction
	i, j := b.lhs, b.rhs
	if i/2 != j/2 || i == j {
		return nil
	}
	if i > j {
		dir = swappedDirection(dir)
	}
	return &sortComparator{key: i / 2, dir: dir, totalOrder: b.compare.totalOrder()}
}

// fastSortPerms runs elem.SortPerms over the key tensor's storage; ok is
// false when the key's element type has no direct comparison here.
func fastSortPerms(key *tensor.Tensor, cmp *sortComparator, outer, size, inner int, apply func(base int, perm []int) bool) bool {
	if cmp.totalOrder && key.Kind().IsFloat() {
		elem.SortPerms(totalOrderKeys(key), cmpDir(cmp.dir), outer, size, inner, apply)
		return true
	}
	return elem.Of(key).SortPerms(key, cmpDir(cmp.dir), outer, size, inner, apply)
}
