package interp

import (
	"sort"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
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

// keyedSlice sorts the positions of one slice by a typed key.
type keyedSlice[T ordered] struct {
	perm         []int
	key          []T
	base, stride int
	dir          stablehlo.ComparisonDirection
}

func (s *keyedSlice[T]) Len() int      { return len(s.perm) }
func (s *keyedSlice[T]) Swap(i, j int) { s.perm[i], s.perm[j] = s.perm[j], s.perm[i] }

func (s *keyedSlice[T]) Less(i, j int) bool {
	return compareOrdered(s.dir, s.key[s.base+s.perm[i]*s.stride], s.key[s.base+s.perm[j]*s.stride])
}

// sortPerms stably sorts every slice of key along the dimension described
// by outer, size and inner, calling apply with each slice's base offset and
// permutation; sorting stops when apply returns false.
func sortPerms[T ordered](key []T, dir stablehlo.ComparisonDirection, outer, size, inner int, apply func(base int, perm []int) bool) {
	s := &keyedSlice[T]{key: key, dir: dir, stride: inner, perm: make([]int, size)}
	for o := 0; o < outer; o++ {
		for in := 0; in < inner; in++ {
			s.base = o*size*inner + in
			for i := range s.perm {
				s.perm[i] = i
			}
			sort.Stable(s)
			if !apply(s.base, s.perm) {
				return
			}
		}
	}
}

// fastSortPerms runs sortPerms over the key tensor's storage; ok is false
// when the key's element type has no direct comparison here.
func fastSortPerms(key *tensor.Tensor, cmp *sortComparator, outer, size, inner int, apply func(base int, perm []int) bool) bool {
	if cmp.totalOrder && key.Kind().IsFloat() {
		sortPerms(totalOrderKeys(key), cmp.dir, outer, size, inner, apply)
		return true
	}
	switch d := key.Storage().(type) {
	case []bool:
		keys := make([]uint8, len(d))
		for i, v := range d {
			if v {
				keys[i] = 1
			}
		}
		sortPerms(keys, cmp.dir, outer, size, inner, apply)
	case []int8:
		sortPerms(d, cmp.dir, outer, size, inner, apply)
	case []int16:
		sortPerms(d, cmp.dir, outer, size, inner, apply)
	case []int32:
		sortPerms(d, cmp.dir, outer, size, inner, apply)
	case []int64:
		sortPerms(d, cmp.dir, outer, size, inner, apply)
	case []uint8:
		sortPerms(d, cmp.dir, outer, size, inner, apply)
	case []uint16:
		sortPerms(d, cmp.dir, outer, size, inner, apply)
	case []uint32:
		sortPerms(d, cmp.dir, outer, size, inner, apply)
	case []uint64:
		sortPerms(d, cmp.dir, outer, size, inner, apply)
	case []float32:
		sortPerms(d, cmp.dir, outer, size, inner, apply)
	case []float64:
		sortPerms(d, cmp.dir, outer, size, inner, apply)
	default:
		return false
	}
	return true
}
