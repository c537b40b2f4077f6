//go:build amd64

package simd

import "unsafe"

//go:noescape
func divMagic32(n int, x, z *uint32, m, d, dsign uint32, s1, s2, flags uint64)

// divideAsm runs divide on the leading multiple of 8 elements and returns
// how many it did.
func divideAsm[T int32 | uint32](x []T, v *divisor32, z []T, signed, rem bool) int {
	n := len(z) &^ 7
	if n == 0 {
		return 0
	}
	var flags uint64
	if rem {
		flags |= 1
	}
	if signed {
		flags |= 2
	}
	var dsign uint32
	if v.negative {
		dsign = ^uint32(0)
	}
	divMagic32(n, (*uint32)(unsafe.Pointer(&x[0])), (*uint32)(unsafe.Pointer(&z[0])), v.m, v.d, dsign, v.s1, v.s2, flags)
	return n
}
