//go:build amd64

package simd

import "unsafe"

//go:noescape
func cmp32(n int, x, y *uint32, z *bool, flags uint64)

// cmp32Asm runs cmp32 over all of z (a multiple of 32 long); with scalar,
// y holds one value for every element.
func cmp32Asm[T int32 | uint32](dir Cmp, x, y []T, z []bool, scalar bool) {
	var flags uint64
	if !isSigned[T]() {
		flags |= 1
	}
	switch dir {
	case NE:
		flags |= 8
	case GT:
		flags |= 2
	case LE: // not greater
		flags |= 2 | 8
	case LT: // y greater
		flags |= 2 | 4
	case GE: // y not greater
		flags |= 2 | 4 | 8
	}
	if scalar {
		flags |= 16
	}
	cmp32(len(z), (*uint32)(unsafe.Pointer(&x[0])), (*uint32)(unsafe.Pointer(&y[0])), &z[0], flags)
}
