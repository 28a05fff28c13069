#include "textflag.h"

// The four line directions, a lane each: east-west (shift 1), north-south
// (8) and the two diagonals (7 and 9); the opponent's discs that can be
// flipped along each (off the side columns but for north-south); the
// shifts of the Kogge-Stone steps.
DATA movesMask<>+0(SB)/8, $0x7e7e7e7e7e7e7e7e
DATA movesMask<>+8(SB)/8, $0xffffffffffffffff
DATA movesMask<>+16(SB)/8, $0x7e7e7e7e7e7e7e7e
DATA movesMask<>+24(SB)/8, $0x7e7e7e7e7e7e7e7e
GLOBL movesMask<>(SB), RODATA|NOPTR, $32

DATA movesShift<>+0(SB)/8, $1
DATA movesShift<>+8(SB)/8, $8
DATA movesShift<>+16(SB)/8, $7
DATA movesShift<>+24(SB)/8, $9
GLOBL movesShift<>(SB), RODATA|NOPTR, $32

DATA movesShift2<>+0(SB)/8, $2
DATA movesShift2<>+8(SB)/8, $16
DATA movesShift2<>+16(SB)/8, $14
DATA movesShift2<>+24(SB)/8, $18
GLOBL movesShift2<>(SB), RODATA|NOPTR, $32

// func moves8(p, o uint64) uint64
TEXT ·moves8(SB), NOSPLIT, $0-24
	CMPB         ·hasAVX2(SB), $0
	JEQ          plain
	VPBROADCASTQ p+0(FP), Y0
	VPBROADCASTQ o+8(FP), Y1
	VPAND        movesMask<>(SB), Y1, Y2 // mo: the discs that can flip
	VMOVDQU      movesShift<>(SB), Y3
	VMOVDQU      movesShift2<>(SB), Y4
	VPSLLVQ      Y3, Y2, Y7
	VPAND        Y2, Y7, Y7              // ml = mo & mo<<s
	VPSRLVQ      Y3, Y7, Y9              // mr = ml>>s

	// Towards higher bits.
	VPSLLVQ Y3, Y0, Y5
	VPAND   Y2, Y5, Y5 // fl = mo & p<<s
	VPSLLVQ Y3, Y5, Y6
	VPAND   Y2, Y6, Y6
	VPOR    Y6, Y5, Y5 // fl |= mo & fl<<s
	VPSLLVQ Y4, Y5, Y6
	VPAND   Y7, Y6, Y6
	VPOR    Y6, Y5, Y5 // fl |= ml & fl<<2s
	VPSLLVQ Y4, Y5, Y6
	VPAND   Y7, Y6, Y6
	VPOR    Y6, Y5, Y5 // fl |= ml & fl<<2s
	VPSLLVQ Y3, Y5, Y5 // fl<<s

	// Towards lower bits.
	VPSRLVQ Y3, Y0, Y8
	VPAND   Y2, Y8, Y8
	VPSRLVQ Y3, Y8, Y6
	VPAND   Y2, Y6, Y6
	VPOR    Y6, Y8, Y8
	VPSRLVQ Y4, Y8, Y6
	VPAND   Y9, Y6, Y6
	VPOR    Y6, Y8, Y8
	VPSRLVQ Y4, Y8, Y6
	VPAND   Y9, Y6, Y6
	VPOR    Y6, Y8, Y8
	VPSRLVQ Y3, Y8, Y8
	VPOR    Y8, Y5, Y5

	// The four lanes together, less the occupied squares.
	VEXTRACTI128 $1, Y5, X6
	VPOR         X6, X5, X5
	VPSHUFD      $0x4e, X5, X6
	VPOR         X6, X5, X5
	VMOVQ        X5, AX
	VZEROUPPER
	MOVQ         p+0(FP), BX
	ORQ          o+8(FP), BX
	NOTQ         BX
	ANDQ         BX, AX
	MOVQ         AX, ret+16(FP)
	RET

plain:
	JMP ·moves8Go(SB)
