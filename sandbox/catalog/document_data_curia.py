"""Sample documents of the Roman Curia (congregations, dicasteries, councils).

Real titles, dates and types; every summary is our own short description, not the text.
"""

from __future__ import annotations

from sandbox.catalog.document_record import (
    CDF,
    DDF,
    Doc,
)

# fmt: off
DOCUMENTS: list[Doc] = [
    Doc("compendium-social-doctrine", "Compendium of the Social Doctrine of the Church",
        "Pontifical Council for Justice and Peace", "2004", "Compendium", "it",
        "social doctrine, common good, subsidiarity, solidarity, work, economy, environment, "
        "peace",
        "A systematic overview of Catholic social teaching. It gathers principles such as human "
        "dignity, the common good, subsidiarity and solidarity, and applies them to family, work,"
        " economy, politics, environment and peace.",
        ref="Compendium, 2004",
        url="https://www.vatican.va/roman_curia/pontifical_councils/justpeace/documents/"
        "rc_pc_justpeace_doc_20060526_compendio-dott-soc_en.html",
    ),
    Doc("antiqua-et-nova", "Antiqua et nova", DDF, "2025-01-28", "Note", "it",
        "artificial intelligence, technology, human intelligence, work, education, dignity",
        "A note on artificial intelligence and human intelligence. It distinguishes machine "
        "computation from human understanding and asks that AI serve human dignity, work, "
        "education, health care and peace rather than replace human responsibility.",
        subtitle="Note on the relationship between artificial intelligence and human intelligence",
        ref=(
            "Note on the relationship between artificial intelligence and human intelligence, 28 "
            "January 2025"
        ),
        url="https://www.vatican.va/roman_curia/congregations/cfaith/documents/"
        "rc_ddf_doc_20250128_antiqua-et-nova_en.html",
    ),
    Doc("dignitas-infinita", "Dignitas infinita", DDF, "2024-04-02", "Declaration", "it",
        "human dignity, poverty, war, migrants, trafficking, abortion, euthanasia",
        "A declaration on the infinite dignity of every human person. It lists grave violations "
        "of dignity, including poverty, war, the plight of migrants, human trafficking, abortion "
        "and euthanasia.",
        subtitle="Declaration on human dignity",
        ref="Declaration on human dignity, 2 April 2024",
        url="https://www.vatican.va/roman_curia/congregations/cfaith/documents/"
        "rc_ddf_doc_20240402_dignitas-infinita_en.html",
    ),
    Doc("dominus-iesus", "Dominus Iesus", CDF, "2000-08-06", "Declaration", "la",
        "jesus christ, salvation, church, religions, interreligious dialogue",
        "A declaration on the unicity and salvific universality of Jesus Christ and the Church. "
        "It restates that salvation comes through Christ and rejects views that treat all "
        "religions as equivalent paths, while encouraging sincere dialogue.",
        subtitle="On the unicity and salvific universality of Jesus Christ and the Church"),
    Doc("donum-vitae", "Donum vitae", CDF, "1987-02-22", "Instruction", "la",
        "life, bioethics, procreation, embryo, in vitro fertilisation, marriage, dignity",
        "An instruction on respect for human life in its origin and on the dignity of "
        "procreation. It treats the human embryo, prenatal diagnosis and artificial "
        "procreation in the light of the dignity of the person and of marriage.",
        subtitle="On respect for human life in its origin and on the dignity of procreation"),
    Doc("dignitas-personae", "Dignitas personae", CDF, "2008-09-08", "Instruction", "la",
        "bioethics, embryo, life, dignity, genetic engineering, in vitro fertilisation",
        "An instruction on certain bioethical questions, updating Donum vitae. It addresses new "
        "techniques of procreation, the freezing of embryos, stem cells and gene therapy.",
        subtitle="On certain bioethical questions"),
    Doc("libertatis-nuntius", "Libertatis nuntius", CDF, "1984-08-06", "Instruction", "la",
        "liberation theology, poor, marxism, freedom, justice",
        "An instruction on certain aspects of the theology of liberation. It affirms the "
        "Church's concern for the poor while warning against borrowing uncritically from "
        "Marxist analysis.",
        subtitle="On certain aspects of the theology of liberation"),
    Doc("libertatis-conscientia", "Libertatis conscientia", CDF, "1986-03-22", "Instruction",
        "la",
        "freedom, liberation, poor, social teaching, justice",
        "An instruction on Christian freedom and liberation. It presents freedom as a gift of "
        "Christ, the preferential love for the poor, and the principles of the Church's social "
        "teaching.",
        subtitle="On Christian freedom and liberation"),
    Doc("donum-veritatis", "Donum veritatis", CDF, "1990-05-24", "Instruction", "la",
        "theology, theologians, magisterium, truth, dissent",
        "An instruction on the ecclesial vocation of the theologian. It describes the relation "
        "between theologians and the magisterium and how to handle difficulties and dissent.",
        subtitle="On the ecclesial vocation of the theologian"),
    Doc("inter-insigniores", "Inter insigniores", CDF, "1976-10-15", "Declaration", "la",
        "women, priesthood, ordination, tradition",
        "A declaration on the question of admitting women to the ministerial priesthood. It "
        "explains the Church's practice from Christ's choice of the apostles and the tradition.",
        subtitle="On the question of admission of women to the ministerial priesthood"),
    Doc("iura-et-bona", "Iura et bona", CDF, "1980-05-05", "Declaration", "la",
        "euthanasia, death, suffering, pain relief, life, dignity",
        "A declaration on euthanasia. It rejects the deliberate killing of the sick, accepts "
        "pain relief even when it may shorten life, and allows the refusal of disproportionate "
        "treatment.",
        subtitle="On euthanasia"),
    Doc("samaritanus-bonus", "Samaritanus bonus", CDF, "2020-07-14", "Letter", "it",
        "end of life, euthanasia, palliative care, sick, suffering, dying",
        "A letter on the care of persons in the critical and terminal phases of life. Using "
        "the Good Samaritan, it asks for accompaniment and palliative care and restates the "
        "rejection of euthanasia and assisted suicide.",
        subtitle="On the care of persons in the critical and terminal phases of life"),
    Doc("fiducia-supplicans", "Fiducia supplicans", DDF, "2023-12-18", "Declaration", "it",
        "blessings, pastoral care, prayer, mercy",
        "A declaration on the pastoral meaning of blessings. It distinguishes liturgical "
        "blessings from simple spontaneous ones and discusses blessing people who ask for "
        "God's help, without changing the teaching on marriage.",
        subtitle="On the pastoral meaning of blessings"),
    Doc("placuit-deo", "Placuit Deo", CDF, "2018-02-22", "Letter", "it",
        "salvation, grace, pelagianism, gnosticism, christ",
        "A letter on certain aspects of Christian salvation. It warns against two modern "
        "tendencies, a self-made salvation and a purely inner one, and presents salvation as "
        "grace received in Christ and his Church.",
        subtitle="On certain aspects of Christian salvation"),
    Doc("iuvenescit-ecclesia", "Iuvenescit Ecclesia", CDF, "2016-05-15", "Letter", "it",
        "charisms, holy spirit, movements, hierarchy, church",
        "A letter on the relationship between hierarchical and charismatic gifts in the life "
        "and mission of the Church, with criteria for discerning charisms and new movements.",
        subtitle="On the relationship between hierarchical and charismatic gifts"),
    Doc("orationis-formas", "Orationis formas", CDF, "1989-10-15", "Letter", "la",
        "prayer, meditation, contemplation, eastern methods",
        "A letter on some aspects of Christian meditation. It discusses methods borrowed from "
        "Eastern religions and what Christian prayer, as a personal dialogue with God, can "
        "take from them.",
        subtitle="On some aspects of Christian meditation"),
    Doc("redemptionis-sacramentum", "Redemptionis sacramentum",
        "Congregation for Divine Worship and the Discipline of the Sacraments", "2004-03-25",
        "Instruction", "la",
        "eucharist, mass, liturgy, abuses, communion",
        "An instruction on matters to be observed or avoided regarding the Eucharist. It "
        "gathers norms on the celebration of Mass, holy communion and the reservation and "
        "worship of the Blessed Sacrament."),
    Doc("liturgiam-authenticam", "Liturgiam authenticam",
        "Congregation for Divine Worship and the Discipline of the Sacraments", "2001-03-28",
        "Instruction", "la",
        "liturgy, translation, vernacular, roman missal",
        "An instruction on the use of vernacular languages in the books of the Roman liturgy. "
        "It sets principles for translating liturgical texts faithfully from the Latin.",
        subtitle="On the use of vernacular languages in the publication of the books of the "
        "Roman liturgy"),
    Doc("directory-for-catechesis", "Directory for Catechesis",
        "Pontifical Council for the Promotion of the New Evangelization", "2020-03-23",
        "Directory", "it",
        "catechesis, catechists, evangelization, kerygma, digital culture",
        "A directory that sets out the aims, content and methods of catechesis. It roots "
        "catechesis in the proclamation of the kerygma and treats the formation of catechists "
        "and catechesis in a digital culture."),
    Doc("general-directory-for-catechesis", "General Directory for Catechesis",
        "Congregation for the Clergy", "1997-08-15", "Directory", "it",
        "catechesis, catechism, evangelization, formation",
        "A directory on catechesis in the Church's mission of evangelization. It describes the "
        "content and pedagogy of catechesis, those to be catechised, and the role of the "
        "Catechism of the Catholic Church."),
    Doc("erga-migrantes-caritas-christi", "Erga migrantes caritas Christi",
        "Pontifical Council for the Pastoral Care of Migrants and Itinerant People",
        "2004-05-03", "Instruction", "it",
        "migrants, refugees, hospitality, pastoral care, charity",
        "An instruction on the pastoral care of migrants. It reads migration as a sign of the "
        "times, asks for welcome and respect for the rights of migrants, and gives norms for "
        "their pastoral care.",
        subtitle="The love of Christ towards migrants"),
]
# fmt: on
