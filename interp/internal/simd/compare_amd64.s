//go:build amd64

#include "textflag.h"

// The order of the 4-byte groups after the two packs (see cmp32).
DATA cmpOrder<>+0(SB)/4, $0
DATA cmpOrder<>+4(SB)/4, $4
DATA cmpOrder<>+8(SB)/4, $1
DATA cmpOrder<>+12(SB)/4, $5
DATA cmpOrder<>+16(SB)/4, $2
DATA cmpOrder<>+20(SB)/4, $6
DATA cmpOrder<>+24(SB)/4, $3
DATA cmpOrder<>+28(SB)/4, $7
GLOBL cmpOrder<>(SB), RODATA|NOPTR, $32

// func cmp32(n int, x, y *uint32, z *bool, flags uint64)
//
// z[i] = x[i] cmp y[i] for i < n, n a multiple of 32, as bytes 0 or 1.
// flags: bit 0 unsigned (the sign bits are flipped to compare signed), bit
// 1 greater-than (else equal), bit 2 operands exchanged, bit 3 negated
// result, bit 4 y is one value for every element.
TEXT ·cmp32(SB), NOSPLIT, $0-40
	MOVQ n+0(FP), CX
	MOVQ x+8(FP), SI
	MOVQ y+16(FP), DX
	MOVQ z+24(FP), DI
	MOVQ flags+32(FP), BX

	VPXOR Y15, Y15, Y15
	TESTQ $1, BX
	JZ    signed
	MOVL  $0x80000000, AX
	MOVQ  AX, X15
	VPBROADCASTD X15, Y15

signed:
	MOVL $0x01010101, AX
	MOVQ AX, X13
	VPBROADCASTD X13, Y13
	VPXOR Y12, Y12, Y12
	TESTQ $8, BX
	JZ    plain
	VMOVDQU Y13, Y12

plain:
	VMOVDQU cmpOrder<>(SB), Y11
	TESTQ $16, BX
	JZ    loop
	MOVL (DX), AX
	MOVQ AX, X10
	VPBROADCASTD X10, Y10
	VPXOR Y15, Y10, Y10

loop:
	CMPQ CX, $32
	JL   done
	VMOVDQU 0(SI), Y0
	VMOVDQU 32(SI), Y1
	VMOVDQU 64(SI), Y2
	VMOVDQU 96(SI), Y3
	VPXOR   Y15, Y0, Y0
	VPXOR   Y15, Y1, Y1
	VPXOR   Y15, Y2, Y2
	VPXOR   Y15, Y3, Y3
	TESTQ   $16, BX
	JNZ     scalar
	VMOVDQU 0(DX), Y4
	VMOVDQU 32(DX), Y5
	VMOVDQU 64(DX), Y6
	VMOVDQU 96(DX), Y7
	VPXOR   Y15, Y4, Y4
	VPXOR   Y15, Y5, Y5
	VPXOR   Y15, Y6, Y6
	VPXOR   Y15, Y7, Y7
	ADDQ    $128, DX
	JMP     compare

scalar:
	VMOVDQU Y10, Y4
	VMOVDQU Y10, Y5
	VMOVDQU Y10, Y6
	VMOVDQU Y10, Y7

compare:
	TESTQ $2, BX
	JZ    equal
	TESTQ $4, BX
	JNZ   exchanged
	VPCMPGTD Y4, Y0, Y0
	VPCMPGTD Y5, Y1, Y1
	VPCMPGTD Y6, Y2, Y2
	VPCMPGTD Y7, Y3, Y3
	JMP      pack

exchanged:
	VPCMPGTD Y0, Y4, Y0
	VPCMPGTD Y1, Y5, Y1
	VPCMPGTD Y2, Y6, Y2
	VPCMPGTD Y3, Y7, Y3
	JMP      pack

equal:
	VPCMPEQD Y4, Y0, Y0
	VPCMPEQD Y5, Y1, Y1
	VPCMPEQD Y6, Y2, Y2
	VPCMPEQD Y7, Y3, Y3

pack:
	// Masks of 32 bits to bytes: within each 128-bit half the packs
	// interleave their sources, which the permutation undoes.
	VPACKSSDW Y1, Y0, Y0
	VPACKSSDW Y3, Y2, Y2
	VPACKSSWB Y2, Y0, Y0
	VPERMD    Y0, Y11, Y0
	VPAND     Y13, Y0, Y0
	VPXOR     Y12, Y0, Y0
	VMOVDQU   Y0, (DI)
	ADDQ      $128, SI
	ADDQ      $32, DI
	SUBQ      $32, CX
	JMP       loop

done:
	VZEROUPPER
	RET
