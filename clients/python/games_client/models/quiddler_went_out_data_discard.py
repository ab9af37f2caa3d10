from enum import StrEnum


class QuiddlerWentOutDataDiscard(StrEnum):
    A = "a"
    B = "b"
    C = "c"
    CL = "cl"
    D = "d"
    E = "e"
    ER = "er"
    F = "f"
    G = "g"
    H = "h"
    I = "i"
    IN = "in"
    J = "j"
    K = "k"
    L = "l"
    M = "m"
    N = "n"
    O = "o"
    P = "p"
    Q = "q"
    QU = "qu"
    R = "r"
    S = "s"
    T = "t"
    TH = "th"
    U = "u"
    V = "v"
    W = "w"
    X = "x"
    Y = "y"
    Z = "z"

    def __str__(self) -> str:
        return str(self.value)
