//go:build amd64

#include "textflag.h"

// The loads: DI = re, SI = im, R8..R11 the quarters of in at offsets 0,
// n/2, n/4 and 3n/4 (R8, R9 its halves for radix 2), DX = rev, CX = n,
// BX = i, R12 the next bytes of next to prefetch (as many per iteration as
// the iteration reads), X14 the conjugating mask and X15 = (0, -0) for
// the products by -i. LDC64 and LDC128 load the value at index AX of a
// quarter as (re, im) float64s, conjugated through X14.
#define LDC64(base, x) \
	VMOVQ     (base)(AX*8), x; \
	VCVTPS2PD x, x; \
	VXORPD    X14, x, x

#define LDC128(base, x) \
	VMOVUPD (base)(AX*1), x; \
	VXORPD  X14, x, x

// LD2C64 and LD2C128 load the values at indexes AX and R13 of a quarter
// into the 128-bit halves of y (x is its lower half), conjugated through
// Y14.
#define LD2C64(base, x, y) \
	VMOVQ     (base)(AX*8), x; \
	VMOVHPS   (base)(R13*8), x, x; \
	VCVTPS2PD x, y; \
	VXORPD    Y14, y, y

#define LD2C128(base, x, y) \
	VMOVUPD     (base)(AX*1), x; \
	VINSERTF128 $1, (base)(R13*1), y, y; \
	VXORPD      Y14, y, y

// WIDEMASKS copies X14 and X15 into both halves of Y14 and Y15.
#define WIDEMASKS \
	VPERM2F128 $0, Y14, Y14, Y14; \
	VPERM2F128 $0, Y15, Y15, Y15

// R4BODY2 does two radix-4 butterflies, one in each half of Y0..Y3 (the
// one of i and the one of i+4), and stores their outputs at i..i+7 of re
// and im.
#define R4BODY2 \
	VADDPD     Y1, Y0, Y4; \
	VSUBPD     Y1, Y0, Y5; \
	VADDPD     Y3, Y2, Y6; \
	VSUBPD     Y3, Y2, Y7; \
	VPERMILPD  $5, Y7, Y7; \
	VXORPD     Y15, Y7, Y7; \
	VADDPD     Y6, Y4, Y0; \
	VSUBPD     Y6, Y4, Y2; \
	VADDPD     Y7, Y5, Y1; \
	VSUBPD     Y7, Y5, Y3; \
	VUNPCKLPD  Y1, Y0, Y4; \
	VUNPCKHPD  Y1, Y0, Y5; \
	VUNPCKLPD  Y3, Y2, Y6; \
	VUNPCKHPD  Y3, Y2, Y7; \
	VPERM2F128 $0x20, Y6, Y4, Y8; \
	VPERM2F128 $0x31, Y6, Y4, Y9; \
	VPERM2F128 $0x20, Y7, Y5, Y10; \
	VPERM2F128 $0x31, Y7, Y5, Y11; \
	VMOVUPD    Y8, (DI)(BX*8); \
	VMOVUPD    Y9, 32(DI)(BX*8); \
	VMOVUPD    Y10, (SI)(BX*8); \
	VMOVUPD    Y11, 32(SI)(BX*8)

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
	WIDEMASKS
	LEAQ (R8)(CX*4), R9
	LEAQ (R8)(CX*2), R10
	LEAQ (R10)(CX*4), R11

c64r4:
	PREFETCHT0 (R12)
	ADDQ       $64, R12
	MOVLQSX    (DX)(BX*4), AX
	MOVLQSX    16(DX)(BX*4), R13
	LD2C64(R8, X0, Y0)
	LD2C64(R9, X1, Y1)
	LD2C64(R10, X2, Y2)
	LD2C64(R11, X3, Y3)
	R4BODY2
	ADDQ       $8, BX
	CMPQ       BX, CX
	JLT        c64r4
	VZEROUPPER
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
	WIDEMASKS
	LEAQ (R8)(CX*8), R9
	LEAQ (R8)(CX*4), R10
	LEAQ (R10)(CX*8), R11

c128r4:
	PREFETCHT0 (R12)
	PREFETCHT0 64(R12)
	ADDQ       $128, R12
	MOVLQSX    (DX)(BX*4), AX
	MOVLQSX    16(DX)(BX*4), R13
	SHLQ       $4, AX
	SHLQ       $4, R13
	LD2C128(R8, X0, Y0)
	LD2C128(R9, X1, Y1)
	LD2C128(R10, X2, Y2)
	LD2C128(R11, X3, Y3)
	R4BODY2
	ADDQ       $8, BX
	CMPQ       BX, CX
	JLT        c128r4
	VZEROUPPER
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
