//go:build amd64

#include "textflag.h"

// The loads: DI = re, SI = im, R8..R11 the quarters of in at offsets 0,
// n/2, n/4 and 3n/4 (R8, R9 its halves for radix 2), DX = rev, CX = n,
// BX = i, R12 the next bytes of next to prefetch (as many per iteration as
// the iteration reads), X14 the conjugating mask and X15 = (0, -0) for
// the products by -i. LDC64 and LDC128 load the value at index AX of a quarter as
// (re, im) float64s, conjugated through X14.
#define LDC64(base, x) \
	VMOVQ     (base)(AX*8), x; \
	VCVTPS2PD x, x; \
	VXORPD    X14, x, x

#define LDC128(base, x) \
	VMOVUPD (base)(AX*1), x; \
	VXORPD  X14, x, x

#define LOADARGS \
	MOVQ    re+0(FP), DI; \
	MOVQ    im+8(FP), SI; \
	MOVQ    in+16(FP), R8; \
	MOVQ    rev+24(FP), DX; \
	MOVQ    n+32(FP), CX; \
	MOVQ    conj+40(FP), AX; \
	MOVQ    AX, X14; \
	VPSLLDQ $8, X14, X14; \
	MOVQ    $0x8000000000000000, AX; \
	MOVQ    AX, X15; \
	VPSLLDQ $8, X15, X15; \
	XORQ    BX, BX; \
	MOVQ    next+48(FP), R12

// R4BODY does the radix-4 butterfly on X0..X3 (a, b, c, d) and stores its
// four outputs at i..i+3 of re and im.
#define R4BODY \
	VADDPD    X1, X0, X4; \
	VSUBPD    X1, X0, X5; \
	VADDPD    X3, X2, X6; \
	VSUBPD    X3, X2, X7; \
	VPERMILPD $1, X7, X7; \
	VXORPD    X15, X7, X7; \
	VADDPD    X6, X4, X0; \
	VSUBPD    X6, X4, X2; \
	VADDPD    X7, X5, X1; \
	VSUBPD    X7, X5, X3; \
	VUNPCKLPD X1, X0, X4; \
	VUNPCKHPD X1, X0, X5; \
	VUNPCKLPD X3, X2, X6; \
	VUNPCKHPD X3, X2, X7; \
	VMOVUPD   X4, (DI)(BX*8); \
	VMOVUPD   X6, 16(DI)(BX*8); \
	VMOVUPD   X5, (SI)(BX*8); \
	VMOVUPD   X7, 16(SI)(BX*8)

// R2BODY does the radix-2 butterfly on X0, X1 and stores its outputs at
// i, i+1 of re and im.
#define R2BODY \
	VADDPD    X1, X0, X2; \
	VSUBPD    X1, X0, X3; \
	VUNPCKLPD X3, X2, X4; \
	VUNPCKHPD X3, X2, X5; \
	VMOVUPD   X4, (DI)(BX*8); \
	VMOVUPD   X5, (SI)(BX*8)

// func loadC64R4(re, im *float64, in *complex64, rev *int32, n int, conj uint64, next *complex64)
TEXT ·loadC64R4(SB), NOSPLIT, $0-56
	LOADARGS
	LEAQ (R8)(CX*4), R9
	LEAQ (R8)(CX*2), R10
	LEAQ (R10)(CX*4), R11

c64r4:
	PREFETCHT0 (R12)
	ADDQ       $32, R12
	MOVLQSX    (DX)(BX*4), AX
	LDC64(R8, X0)
	LDC64(R9, X1)
	LDC64(R10, X2)
	LDC64(R11, X3)
	R4BODY
	ADDQ    $4, BX
	CMPQ    BX, CX
	JLT     c64r4
	RET

// func loadC64R2(re, im *float64, in *complex64, rev *int32, n int, conj uint64, next *complex64)
TEXT ·loadC64R2(SB), NOSPLIT, $0-56
	LOADARGS
	LEAQ (R8)(CX*4), R9

c64r2:
	PREFETCHT0 (R12)
	ADDQ       $16, R12
	MOVLQSX    (DX)(BX*4), AX
	LDC64(R8, X0)
	LDC64(R9, X1)
	R2BODY
	ADDQ    $2, BX
	CMPQ    BX, CX
	JLT     c64r2
	RET

// func loadC128R4(re, im *float64, in *complex128, rev *int32, n int, conj uint64, next *complex128)
TEXT ·loadC128R4(SB), NOSPLIT, $0-56
	LOADARGS
	LEAQ (R8)(CX*8), R9
	LEAQ (R8)(CX*4), R10
	LEAQ (R10)(CX*8), R11

c128r4:
	PREFETCHT0 (R12)
	ADDQ       $64, R12
	MOVLQSX    (DX)(BX*4), AX
	SHLQ    $4, AX
	LDC128(R8, X0)
	LDC128(R9, X1)
	LDC128(R10, X2)
	LDC128(R11, X3)
	R4BODY
	ADDQ    $4, BX
	CMPQ    BX, CX
	JLT     c128r4
	RET

// func loadC128R2(re, im *float64, in *complex128, rev *int32, n int, conj uint64, next *complex128)
TEXT ·loadC128R2(SB), NOSPLIT, $0-56
	LOADARGS
	LEAQ (R8)(CX*8), R9

c128r2:
	PREFETCHT0 (R12)
	ADDQ       $32, R12
	MOVLQSX    (DX)(BX*4), AX
	SHLQ    $4, AX
	LDC128(R8, X0)
	LDC128(R9, X1)
	R2BODY
	ADDQ    $2, BX
	CMPQ    BX, CX
	JLT     c128r2
	RET
