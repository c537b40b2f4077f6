package interp

import (
	"sort"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// A sort whose comparator is a single stablehlo.compare of one operand's two
// arguments is run without calling the region: the comparison is evaluated
// directly on the operand's storage, with the semantics of stablehlo.compare
// (comparison in the storage type, or the IEEE total order for TOTALORDER),
// so the sort sees exactly the answers the region would give.

type dmSortDir int

const (
	dmSortLT dmSortDir = iota
	dmSortLE
	dmSortGT
	dmSortGE
	dmSortEQ
	dmSortNE
)

var dmSortDirs = map[string]dmSortDir{"LT": dmSortLT, "LE": dmSortLE, "GT": dmSortGT, "GE": dmSortGE, "EQ": dmSortEQ, "NE": dmSortNE}

// swapped gives the direction with the operands exchanged.
func (d dmSortDir) swapped() dmSortDir {
	switch d {
	case dmSortLT:
		return dmSortGT
	case dmSortLE:
		return dmSortGE
	case dmSortGT:
		return dmSortLT
	case dmSortGE:
		return dmSortLE
	}
	return d
}

// dmSortComparator describes a recognized comparator: operand key compared
// in direction dir (total order for floats when totalOrder is set).
type dmSortComparator struct {
	key        int
	dir        dmSortDir
	totalOrder bool
}

// dmRecognizeComparator checks whether the comparator region is a single
// compare of arguments 2k and 2k+1 (in either order) returning its result.
func dmRecognizeComparator(c *OpContext, r *Region) *dmSortComparator {
	if len(r.ops) != 1 || len(r.results) != 1 {
		return nil
	}
	o := r.ops[0]
	if o.name != "stablehlo.compare" || len(o.in) != 2 || len(o.out) != 1 || o.out[0] != r.results[0] {
		return nil
	}
	ops := c.Op.Region(0).FirstBlock().Operations()
	if len(ops) == 0 || ops[0].Name() != "stablehlo.compare" {
		return nil
	}
	dir, ok := dmSortDirs[enumKeyword(ops[0].Attribute("comparison_direction"))]
	if !ok {
		return nil
	}
	ct := enumKeyword(ops[0].Attribute("compare_type"))
	argPos := func(slot int) int {
		for i, a := range r.args {
			if a == slot {
				return i
			}
		}
		return -1
	}
	i, j := argPos(o.in[0]), argPos(o.in[1])
	if i < 0 || j < 0 || i/2 != j/2 || i == j {
		return nil
	}
	if i > j {
		dir = dir.swapped()
	}
	return &dmSortComparator{key: i / 2, dir: dir, totalOrder: ct == "TOTALORDER"}
}

type dmSortKey interface {
	int8 | int16 | int32 | int64 | uint8 | uint16 | uint32 | uint64 | float32 | float64
}

// dmKeyedSlice sorts the positions of one slice by a typed key.
type dmKeyedSlice[T dmSortKey] struct {
	perm         []int
	key          []T
	base, stride int
	dir          dmSortDir
}

func (s *dmKeyedSlice[T]) Len() int      { return len(s.perm) }
func (s *dmKeyedSlice[T]) Swap(i, j int) { s.perm[i], s.perm[j] = s.perm[j], s.perm[i] }

func (s *dmKeyedSlice[T]) Less(i, j int) bool {
	a, b := s.key[s.base+s.perm[i]*s.stride], s.key[s.base+s.perm[j]*s.stride]
	switch s.dir {
	case dmSortLT:
		return a < b
	case dmSortLE:
		return a <= b
	case dmSortGT:
		return a > b
	case dmSortGE:
		return a >= b
	case dmSortEQ:
		return a == b
	}
	return a != b
}

// dmSortPerms stably sorts every slice of key along the dimension described
// by outer, size and inner, calling apply with each slice's base offset and
// permutation.
func dmSortPerms[T dmSortKey](key []T, dir dmSortDir, outer, size, inner int, apply func(base int, perm []int)) {
	s := &dmKeyedSlice[T]{key: key, dir: dir, stride: inner, perm: make([]int, size)}
	for o := 0; o < outer; o++ {
		for in := 0; in < inner; in++ {
			s.base = o*size*inner + in
			for i := range s.perm {
				s.perm[i] = i
			}
			sort.Stable(s)
			apply(s.base, s.perm)
		}
	}
}

// dmFastSortPerms runs dmSortPerms over the key tensor's storage; ok is false
// when the key's element type has no direct comparison here.
func dmFastSortPerms(key *tensor.Tensor, cmp *dmSortComparator, outer, size, inner int, apply func(base int, perm []int)) bool {
	if cmp.totalOrder && key.Kind().IsFloat() {
		dmSortPerms(totalOrderKeys(key), cmp.dir, outer, size, inner, apply)
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
		dmSortPerms(keys, cmp.dir, outer, size, inner, apply)
	case []int8:
		dmSortPerms(d, cmp.dir, outer, size, inner, apply)
	case []int16:
		dmSortPerms(d, cmp.dir, outer, size, inner, apply)
	case []int32:
		dmSortPerms(d, cmp.dir, outer, size, inner, apply)
	case []int64:
		dmSortPerms(d, cmp.dir, outer, size, inner, apply)
	case []uint8:
		dmSortPerms(d, cmp.dir, outer, size, inner, apply)
	case []uint16:
		dmSortPerms(d, cmp.dir, outer, size, inner, apply)
	case []uint32:
		dmSortPerms(d, cmp.dir, outer, size, inner, apply)
	case []uint64:
		dmSortPerms(d, cmp.dir, outer, size, inner, apply)
	case []float32:
		dmSortPerms(d, cmp.dir, outer, size, inner, apply)
	case []float64:
		dmSortPerms(d, cmp.dir, outer, size, inner, apply)
	default:
		return false
	}
	return true
}
