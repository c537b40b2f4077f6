//go:build amd64

#include "textflag.h"

// func divMagic32(n int, x, z *uint32, m, d, dsign uint32, s1, s2, flags uint64)
//
// z[i] = x[i] / d or x[i] % d (flags bit 0) for i < n, n a multiple of 8,
// by the multiplier m and shifts s1, s2 (see divide.go). With flags bit 1
// the elements are signed: their magnitudes are divided and the result
// takes the sign of x[i] (remainder) or of x[i] times the divisor, whose
// sign dsign holds in every bit (quotient).
TEXT ·divMagic32(SB), NOSPLIT, $0-64
	MOVQ n+0(FP), CX
	MOVQ x+8(FP), SI
	MOVQ z+16(FP), DI
	MOVL m+24(FP), AX
	MOVQ AX, X15
	VPBROADCASTD X15, Y15
	MOVL d+28(FP), AX
	MOVQ AX, X14
	VPBROADCASTD X14, Y14
	MOVL dsign+32(FP), AX
	MOVQ AX, X11
	VPBROADCASTD X11, Y11
	MOVQ s1+40(FP), X13
	MOVQ s2+48(FP), X12
	MOVQ flags+56(FP), BX

loop:
	CMPQ CX, $8
	JL   done
	VMOVDQU (SI), Y0
	VMOVDQU Y0, Y1
	TESTQ $2, BX
	JZ    magnitude
	VPABSD Y0, Y1

magnitude:
	// t = high half of m * n, lane by lane: even lanes from one widening
	// product, odd lanes from another.
	VPMULUDQ Y15, Y1, Y2
	VPSRLQ   $32, Y1, Y3
	VPMULUDQ Y15, Y3, Y3
	VPSRLQ   $32, Y2, Y2
	VPBLENDD $0xaa, Y3, Y2, Y2

	// q = (t + (n - t) >> s1) >> s2
	VPSUBD Y2, Y1, Y4
	VPSRLD X13, Y4, Y4
	VPADDD Y2, Y4, Y4
	VPSRLD X12, Y4, Y4
	TESTQ  $1, BX
	JZ     quotient

	// r = n - q * d, with the sign of x.
	VPMULLD Y14, Y4, Y5
	VPSUBD  Y5, Y1, Y4
	VPSRAD  $31, Y0, Y6
	JMP     sign

quotient:
	VPXOR  Y11, Y0, Y6
	VPSRAD $31, Y6, Y6

sign:
	TESTQ $2, BX
	JZ    store
	VPXOR  Y6, Y4, Y4
	VPSUBD Y6, Y4, Y4

store:
	VMOVDQU Y4, (DI)
	ADDQ    $32, SI
	ADDQ    $32, DI
	SUBQ    $8, CX
	JMP     loop

done:
	VZEROUPPER
	RET
