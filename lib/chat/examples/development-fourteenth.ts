import type { LabelledMessage } from "./labelled-message";

// Writers imagined for this set:
//  W1 Mariama, fish smoker and seller at Tombo / Kroo Bay, writes Krio by voice-to-text, few capitals
//  W2 Mr Augustine B. Williams, retired civil servant in Bo, old-fashioned formal letters
//  W3 Nadine, daughter of a Lebanese-Sierra Leonean family running an electronics shop on Kissy Street, fast SMS shorthand
//  W4 Fatu, nurse in Maryland (USA) from Kenema, American English, worried about people and property back home
//  W5 Alusine, apprentice mechanic at Calaba Town, lowercase, cracked screen, many typos
//  W6 Kadiatu, GBV case worker at an NGO in Kailahun, referral-style professional English
//  W7 Kwame, Ghanaian-born boat owner and fisherman at Goderich, West African pidgin
//  W8 Pastor Emmanuel, young pastor in Waterloo, long messages with blessings and church news

export const DEVELOPMENT_FOURTEENTH: LabelledMessage[] = [
  // ── area:family ──
  {
    message:
      "Praise the Lord. I am Pastor Emmanuel from a small ministry in Waterloo. One of our faithful sisters lost her husband in March, God rest his soul. Since the burial his elder brother has been coming to collect the two children, saying by their custom the children belong to the father's family now and she is only a stranger. She is a good mother, she sells at the Waterloo market and pays their school fees herself. She does not want to fight anybody, she only wants to keep her children. Can your family lawyer help her?",
    intent: "area:family",
  },
  {
    message:
      "Hi, I'm a nurse in Maryland. My sister passed away last year and her 6 year old son lives with my mom in Kenema. I'd like to formally adopt him so I can eventually bring him over here. I have no idea where to even start on the Sierra Leone side.",
    intent: "area:family",
  },
  {
    message: "mi man don lef mi wit 3 pikin e nor dey gi we notin fo it, e get work na shipping company, a wan mek e dey pay fo di pikin dem school",
    intent: "area:family",
  },
  {
    message:
      "my girlfrend famly say i mus marry her now bcos she get belle, dem say if i nor marry dem go tek me go na chief. i wan tek care of di pikin but i nor ready fo marrid. hw i go do",
    intent: "area:family",
  },
  {
    message:
      "Referral: Client (F, 24) wishes to dissolve a customary marriage contracted in 2019. She currently lives with her parents and no violence is reported at present. The husband's family is demanding repayment of the bride price before they will 'release' her. Could your family team take this on?",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir/Madam, I write with respect to the estate of my late brother, Mr. Samuel O. Williams, who passed on in Bo in January without leaving a will. He left a widow, four children and some savings at the bank. The bank will not release anything until someone is appointed to administer the estate. I am the eldest surviving brother and the family has asked me to handle this matter. I should be grateful for your assistance.",
    intent: "area:family",
  },
  { message: "my parents r divorcing n my dad already has a big lawyer. mum has nobody. can u help her", intent: "area:family" },
  {
    message:
      "My wife carry my two children go her papa village for Bonthe since Christmas, she no gree make I see dem at all. Me I dey pay for everything. I want make court allow me see my children every month.",
    intent: "area:family",
  },
  {
    message: "my ex husband is holding my daughter's passport and won't give it back, so she can't come spend summer with me in the States",
    intent: "area:family",
  },
  { message: "cstody of my son", intent: "area:family" },
  { message: "wetin a fo do fo register mi marriage wey we do na mosque, dem say we fo get certificate", intent: "area:family" },
  {
    message:
      "Greetings in the name of our Lord. A couple in my congregation, married in the church for twelve years, have come to me many times for counselling. We have prayed, we have fasted, but they have both decided they cannot continue and want to separate properly according to the law, with the children's welfare protected. I would like to refer them to a lawyer who deals with this kind of matter.",
    intent: "area:family",
  },
  {
    message:
      "My father had three wives, he died in September. Now the first wife's children are saying we the children of the other wives get nothing from his things, not even the shop. We need help.",
    intent: "area:family",
  },
  { message: "need help wit child support, baby daddy work na NASSIT n refuse 2 gi anytin", intent: "area:family" },
  {
    message:
      "Case worker here. A 16-year-old girl was given in marriage by her uncle last month. She ran away and is now staying safely at our shelter. We need legal support to have the marriage set aside and to arrange proper guardianship for her.",
    intent: "area:family",
  },
  {
    message:
      "I am an old man now. My son and his wife both passed in the same year and their three children stay with me in Bo. The mother's people now want to take the youngest girl to Kenema. I wish to be recognised as their guardian so the children stay together.",
    intent: "area:family",
  },
  { message: "my husband wan marry secon wife, e say if a nor gree e go drive mi comot. abeg wetin a fo do", intent: "area:family" },

  // ── area:business ──
  { message: "need 2 change our shop from business name 2 limited co, bank says they need it 4 bigger overdraft", intent: "area:business" },
  {
    message:
      "Dear Sir, I humbly wish to establish a modest poultry enterprise with my two sons on our farm outside Bo. We would like it properly constituted so that each of us holds a fair share and the bank may take us seriously. Kindly advise on the procedure with the Corporate Affairs Commission.",
    intent: "area:business",
  },
  {
    message:
      "Me and two friends here in the US want to open a pharmacy in Kenema. We need everything set up right: the company, the pharmacy board licence, all of it.",
    intent: "area:business",
  },
  {
    message:
      "I wan start ice factory for Goderich so fishermen no go lose fish again. I get the money but I no get the government paper and I no know how to make company for Salone.",
    intent: "area:business",
  },
  { message: "my oga wan mek im garage get paper so e go fit do work fo government motor dem", intent: "area:business" },
  {
    message:
      "Our NGO needs to update its constitution and board structure before re-registration; several founding board members have left and we are not sure our current board is valid.",
    intent: "area:business",
  },
  {
    message: "dad n my uncle r partners in the shop 20 yrs, uncle wants out now n they cant agree how 2 split. need smbdy 2 sort the shares properly",
    intent: "area:business",
  },
  {
    message:
      "The Lord has blessed our ministry and we now want to register the church as a company limited by guarantee so that we can open an account in the ministry's name and not my personal name. Please help us.",
    intent: "area:business",
  },
  { message: "company registraton", intent: "area:business" },
  { message: "mi an mi kompin dem fish sellers wan mek we osusu group tun big association wit paper, so bank go gi we loan", intent: "area:business" },
  {
    message: "Board meeting tomorrow. The other two directors want to remove me as managing director and they never sent any notice. I own 40%.",
    intent: "area:business",
  },
  { message: "our import licence 4 phones n accessories renewal stuck at Ministry of Trade 2 months, cant bring new stock", intent: "area:business" },
  {
    message:
      "Dear Sir/Madam, I am a director of a small mining services company in Kono. We are two years behind on annual returns and need to appoint a new company secretary. We would like to regularise everything.",
    intent: "area:business",
  },
  {
    message:
      "So I've been sending money to my cousin for two years for his keke and transport business in Kenema. Now it's grown to six kekes and a bus, and honestly it's mostly my money. Nothing is written down anywhere. I love my cousin but I want my investment protected and on paper before something goes wrong.",
    intent: "area:business",
  },
  {
    message:
      "The bank has offered us a loan to expand the supermarket but wants our building and my father's house as security. We want a lawyer to look over the facility letter and the mortgage documents before we go ahead.",
    intent: "area:business",
  },

  // ── area:shipping ──
  { message: "our container of fridges been at QE2 quay 3 wks, customs hold + demurrage piling up every day", intent: "area:shipping" },
  {
    message:
      "Navy people stop me for sea, dem take my outboard engine and my nets say my licence expire. I get the licence, na just renewal dem never give. I want my engine back.",
    intent: "area:shipping",
  },
  {
    message:
      "I sent a barrel and two boxes from Baltimore to Freetown in March. The forwarder keeps telling my family it's 'on the way'. It's November. I think it's lost.",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Sir, A consignment of agricultural machinery which I ordered from Antwerp for our farm cooperative arrived at the Freetown port badly damaged. The insurers are refusing the claim on the grounds that the packing was inadequate. I respectfully seek your assistance.",
    intent: "area:shipping",
  },
  { message: "oga motor wey e import from belgium dem hold am na port say di duty paper nor correct, e don pass 1 month", intent: "area:shipping" },
  { message: "bill of lading was made out to the wrong consignee and now someone else collected our goods at the port", intent: "area:shipping" },
  {
    message:
      "Our donated medical supplies (two 20ft) have been at the port since August. The clearing agent says we need a duty waiver from the ministry, but the paperwork keeps bouncing between offices.",
    intent: "area:shipping",
  },
  { message: "di boat wey carry mi smoke fish from Bonthe sink na sea, di owner say e nor go pay mi notin", intent: "area:shipping" },
  {
    message: "Small collision between our pampa and one big vessel near Government Wharf. Our side damage plenty and dem say na our fault.",
    intent: "area:shipping",
  },
  { message: "forwarder charging us double wat was quoted n holding our goods till we pay", intent: "area:shipping" },
  {
    message:
      "Beloved, I greet you in Jesus name. Our brethren in London collected offerings and sent a generator and a set of chairs for the new church building. They arrived in a container at the port in July. First the clearing was delayed, then the agent disappeared with the money, and now the shipping line says we owe demurrage that is more than the value of the generator itself. We are a small church. What can be done?",
    intent: "area:shipping",
  },
  {
    message: "We charter boat to carry 600 bag cement go Bonthe. When we reach, half the bag dem wet and hard like stone. Boat owner say na rain, no be him.",
    intent: "area:shipping",
  },
  { message: "cargo claim", intent: "area:shipping" },
  {
    message:
      "My brother's trawler was detained by the Ministry of Fisheries for fishing inside the exclusion zone. They say the GPS shows otherwise. We need the vessel released.",
    intent: "area:shipping",
  },
  { message: "customs auctioned my car while it was still in the port and i never got any notice", intent: "area:shipping" },
  {
    message:
      "I am a returning resident. My personal effects came in a 40ft and the customs valuation is almost three times what the items are worth. Who do I challenge this with?",
    intent: "area:shipping",
  },

  // ── area:land ──
  { message: "mi landlord don lock mi shop na Kroo Bay say a owe 3 mont, bot a don pay am cash an e nor gi mi receipt", intent: "area:land" },
  {
    message:
      "Dear Sir, In 1998 I purchased a town lot at Waterloo from a family, paid in full and received a conveyance. Being posted to the provinces, I did not develop it. On a recent visit I discovered that a two-storey building has been erected on it by a person unknown to me, who claims he bought it from the same family in 2015. I am now retired and wish to recover my property.",
    intent: "area:land",
  },
  {
    message:
      "I'm buying a house in Goderich from a guy who says he's the owner. My cousin has seen it. Before I wire $18,000 I need someone on the ground to check that he actually owns it.",
    intent: "area:land",
  },
  { message: "landlord don increse rent 3 times dis year, now e say mek we comot by end of month. we pay 1 yr advance", intent: "area:land" },
  { message: "I rent one room for Wellington, I pay two years. Landlord sell the house and new owner say make I pack go before Friday.", intent: "area:land" },
  {
    message:
      "Blessings. Fifteen years ago a family gave our church a piece of land at Waterloo and we built on it with our own hands. Now the head of that family has died and his children say the land was never given, only lent, and they want it back with the building. We have a small paper signed by the old man. Please we need help.",
    intent: "area:land",
  },
  { message: "I lost the original survey plan and conveyance for my plot in Newton in the fire. How do I get them replaced?", intent: "area:land" },
  { message: "My neighbour moved the beacons and built his fence almost two metres into my compound while I was in the provinces.", intent: "area:land" },
  { message: "famly lan palaver, mi uncle dem wan sell am witout tell we di pikin dem", intent: "area:land" },
  {
    message: "Ministry of Lands says the title deed my father left me was never properly registered and now somebody else has registered the same land",
    intent: "area:land",
  },
  { message: "bondry disput", intent: "area:land" },
  {
    message: "We've been tenants in Congo Cross for 5 years. Since the landlord's son came back from abroad they cut our water and light to push us out.",
    intent: "area:land",
  },
  { message: "a wan buy lan na Kenema, abeg help mi chek di papers before a pay", intent: "area:land" },
  {
    message:
      "My late grandfather's farm land in Moyamba district, the chiefdom authority has given it to a mining company without asking our family. We have farmed there for three generations.",
    intent: "area:land",
  },
  {
    message: "Dear Sir, I intend to purchase a property at Hill Station and require a solicitor to handle the searches and the conveyancing.",
    intent: "area:land",
  },
  { message: "dem break mi structure na Kroo Bay wit caterpillar, nobody gi we notice", intent: "area:land" },
  {
    message:
      "So this is complicated. My mom's family house in Kenema was built by my grandfather. After he died my uncles stayed there and my mom sent money every year to fix the roof. Now one uncle says the house is only for the male children and he's trying to put it in his own name at the Lands office. My mom is 70 and she just wants her share recognised.",
    intent: "area:land",
  },

  // ── area:arbitration ──
  {
    message: "supplier in dubai n us disagree on defective stock. contract says disputes go 2 mediation first. can u represent us there",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sir, My two sons jointly operate a transport business and have fallen out over the accounts. I would rather they did not drag one another before the courts. I should like a neutral, competent person to sit with them and help them reach a fair settlement.",
    intent: "area:arbitration",
  },
  {
    message:
      "Our contractor and us disagree about how much of the house in Kenema is actually finished. We'd prefer to sit down with someone neutral rather than file a court case that takes years.",
    intent: "area:arbitration",
  },
  {
    message:
      "Me and my partner buy one boat together, now we get palaver about the money from the catch. We no want court. We want person wey sabi to settle am between us.",
    intent: "area:arbitration",
  },
  {
    message:
      "We have a dispute with our construction contractor over the new field office in Kailahun. The contract contains an arbitration clause. We need advice on starting the process.",
    intent: "area:arbitration",
  },
  { message: "mediator for business disagreement", intent: "area:arbitration" },
  { message: "mi an mi business padi get palaver, we nor wan go kot, una get person wey go sidom settle we?", intent: "area:arbitration" },
  {
    message:
      "Two brothers in my church run a transport business together and they are quarrelling bitterly over the profit sharing. They both respect the church but I am not trained for this. I would like them to settle peacefully with a professional who is neutral, outside of court, so that the family is not destroyed.",
    intent: "area:arbitration",
  },
  { message: "we want 2 settle with our distributor out of court, both sides agree, just need sm1 neutral", intent: "area:arbitration" },
  { message: "We obtained an arbitral award in London against a Freetown company. How do we get it recognised and enforced here?", intent: "area:arbitration" },
  { message: "my oga an di man wey buy 3 motor from am get palaver ova di money, dem wan settle am quiet, nobody wan go kot", intent: "area:arbitration" },
  { message: "We are looking for ADR for a revenue-share dispute with our telecoms partner. Neither side wants litigation.", intent: "area:arbitration" },
  {
    message:
      "Good day. Our cooperative sold cocoa to an exporter in Kenema for three seasons. This season they say our quality was bad and they paid half. We still want to sell to them next year, so we do not want to go to court and spoil the relationship. Is there a way to settle it between us with someone impartial?",
    intent: "area:arbitration",
  },
  {
    message: "neutral 3rd party needed 4 dispute w/ our landlord's construction company over shop fit-out costs, both want quick resolution no court",
    intent: "area:arbitration",
  },

  // ── area:contract ──
  { message: "i work fo oga 2 yrs, e sack me jus lik dat an e nor pay me last 3 mont", intent: "area:contract" },
  { message: "I work for security company for Freetown as guard, dem owe me 3 month salary now. Every time dem say next week.", intent: "area:contract" },
  { message: "customer took 40 phones on credit, signed agreement, paid nothing in 6 months", intent: "area:contract" },
  {
    message:
      "I sent money to a builder in Kenema under a written agreement to build my house up to roofing level. He took 80% of the money and stopped at the windows. He won't answer my calls anymore.",
    intent: "area:contract",
  },
  {
    message:
      "Dear Sir, I served a parastatal for thirty-one years and retired in 2021. To date my end-of-service benefits have not been paid despite numerous letters. I would be most grateful for legal assistance in recovering what is due to me.",
    intent: "area:contract",
  },
  {
    message: "We need an employment lawyer to review our staff contracts and HR policy before we hire 12 new field officers in January.",
    intent: "area:contract",
  },
  { message: "a dey sell fish to one hotel na Aberdeen, we get agreement paper, dem nor pay mi since January, dem owe mi plenty", intent: "area:contract" },
  {
    message: "They sacked me two weeks after I told my supervisor I was pregnant. They said 'restructuring' but they hired someone new.",
    intent: "area:contract",
  },
  { message: "unpaid wages", intent: "area:contract" },
  { message: "need distribution agreement drafted 4 our water sachet business, 3 distributors in east end", intent: "area:contract" },
  {
    message:
      "Peace be unto you. A young man in our church worked for a mining company in Tonkolili for four years. Last month they told him not to come back. No letter, no notice, no end of service money, nothing. He has a wife and a newborn. We are praying for him but we also want justice for him.",
    intent: "area:contract",
  },
  { message: "We paid a supplier for 200 plastic chairs under a purchase order in June and only 60 have been delivered.", intent: "area:contract" },
  { message: "they changed my contract from permanent to casual without asking me and cut my pay", intent: "area:contract" },
  {
    message: "me oga wey a dey drive im keke, we sign paper say after 1 yr di keke go bi mine if a pay evri week. a don pay 1 yr, now e say no",
    intent: "area:contract",
  },
  { message: "brech of contract by supplier", intent: "area:contract" },
  {
    message:
      "I did the electrical wiring for a guesthouse in Lumley, we had a signed quote, I finished in August. The owner still owes me 14 million leones and now says the work was bad.",
    intent: "area:contract",
  },

  // ── area:criminal ──
  { message: "police invite me mek a kam na station monday say a tiif spare part from di garage, a nor tiif notin", intent: "area:criminal" },
  { message: "bro got bail yday, court date next wk 4 fraud charge, need defence lawyer asap", intent: "area:criminal" },
  { message: "dem accuse mi say a tiif mi neighbour gold chain, dem say dem go report mi to police", intent: "area:criminal" },
  {
    message:
      "My cousin in Kenema was charged with assault after a fight at a football match. He's out on bail now but has to appear at the Magistrate Court next month. Can you represent him?",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir, I have been served with a summons to appear before the Magistrate Court in Bo to answer a charge of forgery relating to a pension document. I am entirely innocent of this allegation and seek representation.",
    intent: "area:criminal",
  },
  {
    message:
      "For your attention: we have documented several cases of police officers extorting money from young men at a checkpoint outside Kailahun town. The young men want to make a formal complaint but are afraid. Can your firm support a human rights complaint?",
    intent: "area:criminal",
  },
  { message: "Court paper come for my house say I use fake document for fishing licence. I never do that. I must go court on 14th.", intent: "area:criminal" },
  { message: "ACC has invited me for questioning next week about contracts at my former office", intent: "area:criminal" },
  { message: "my son came out of Pademba Road last month on bail but the case is still going, he needs a proper lawyer this time", intent: "area:criminal" },
  {
    message:
      "Brethren, a youth in my church has been accused of stealing a phone during choir practice. The owner's family says they will take him to the police. He swears before God he did not do it. I want him to have proper advice before anything happens.",
    intent: "area:criminal",
  },
  { message: "im charged wit cyber crime 4 a facebook post abt a minister, hearing in 2 weeks", intent: "area:criminal" },
  { message: "criminal defense lawyer", intent: "area:criminal" },
  {
    message: "I was beaten by police during the protest last week and I have the hospital report. I want to take action against them.",
    intent: "area:criminal",
  },
  { message: "dem gi mi court date fo fight, bot na im bin hit mi first", intent: "area:criminal" },
  {
    message: "My name appears on a list the police circulated for a robbery I know nothing about. I want to clear my name before I go to them.",
    intent: "area:criminal",
  },
  {
    message:
      "My husband is a driver. Three weeks ago a boy ran into his vehicle at Lumley and died, God rest him. My husband was released after two days but now the police say he will be charged with causing death by dangerous driving. He is not sleeping. We need someone to defend him.",
    intent: "area:criminal",
  },

  // ── urgent ──
  { message: "police jus kam tek mi pikin na os now now", intent: "urgent" },
  { message: "They've had my husband at Kissy police station since last night and nobody will tell us what the charge is.", intent: "urgent" },
  { message: "mi broda dey na cell na Congo Cross", intent: "urgent" },
  { message: "CID men r in front of our shop rite now asking 4 my dad", intent: "urgent" },
  {
    message:
      "Dear Sir, I write concerning a long-standing land matter between my family and our neighbours in Bo, which I had intended to bring to you in due course. However, events have overtaken us: this morning at about six o'clock police officers came to the house and took my son away to Bo Central police station, where he remains. We have not been allowed to see him. I implore you to assist.",
    intent: "urgent",
  },
  { message: "mi padi dem lock am up na Eastern police sins mornin", intent: "urgent" },
  { message: "help pls my boss just got arrested at the port few mins ago", intent: "urgent" },
  { message: "police dey na we gate now", intent: "urgent" },
  { message: "My wife has been on remand at the female correctional centre for two weeks and she has no lawyer.", intent: "urgent" },
  { message: "dem carry mi broda go Pademba Road yesterday from court", intent: "urgent" },
  {
    message: "Navy arrest me and my crew for sea this morning, we dey for their base for Murray Town now. Dem take my phone small time, I borrow this one.",
    intent: "urgent",
  },
  { message: "my son was picked up by police at Lumley roundabout 2 hours ago and they won't say where they've taken him", intent: "urgent" },
  { message: "my oga don enter cell, police hol am sins mornin fo motor wey dem say e tif", intent: "urgent" },
  {
    message: "The police took my daughter from school this morning. They say she stole money from a teacher. She is 15. She is still at the station.",
    intent: "urgent",
  },
  { message: "abeg lawyer, dem don hol mi man na station", intent: "urgent" },
  {
    message:
      "URGENT REFERRAL: The husband of one of our clients was taken into custody at Kailahun police station on Friday evening. He is still held and has not been brought before a court. The family cannot afford a lawyer.",
    intent: "urgent",
  },
  { message: "my brther is in polce custdy now pls hlp", intent: "urgent" },
  { message: "THEY ARRESTED MY FATHER TODAY", intent: "urgent" },
  { message: "police dey knock mi door now", intent: "urgent" },
  {
    message: "I just got a call from home that my nephew was arrested in Kenema yesterday and is being held at the station. I'm in the US. What do we do?",
    intent: "urgent",
  },
  {
    message:
      "Beloved, I write with a heavy heart. For some months there has been a disagreement between our church and a family near our church land at Waterloo. We have been praying over it and I was planning to come to your office. But this afternoon while we were in prayer meeting, police officers entered the church and took our youth leader away. He is now at Waterloo police station and they say he will sleep there.",
    intent: "urgent",
  },
  { message: "dem don detain mi uncle na Lungi airport since mornin", intent: "urgent" },
  { message: "im dey insai cell since tuesday", intent: "urgent" },
  { message: "Military police picked my husband from Wilberforce barracks yesterday and they're still holding him. We don't know why.", intent: "urgent" },
  { message: "my cousin in lock up 4 days now and no court", intent: "urgent" },
  { message: "how do I get my son out of the cell, they held him last night", intent: "urgent" },
  { message: "police carry am go station jus now", intent: "urgent" },
  { message: "customs officers r holding my dad in their office at the quay n wont let him leave", intent: "urgent" },
  { message: "a wan lawyer fast fast, dem hol mi boy na Kissy station", intent: "urgent" },
  { message: "my husband was taken by police from our house at 3 am", intent: "urgent" },
  { message: "They have kept my sister at CID headquarters overnight.", intent: "urgent" },
  { message: "Good morning sir, my son is detained at Bo police since Saturday because of a fight at the market.", intent: "urgent" },
  { message: "plice hld my man sinc yestday", intent: "urgent" },
  { message: "I am at Lumley police station now, they said I cannot leave. Please send someone.", intent: "urgent" },
  { message: "My neighbour has been held by police since morning and his family asked me to find a lawyer for him.", intent: "urgent" },
  { message: "dem don put mi pikin na lockup, e nor du notin", intent: "urgent" },
  { message: "They took him to the station in the back of a pick-up and we haven't heard from him since", intent: "urgent" },
  { message: "Is there a lawyer who can come to Waterloo police station right now? My brother is there.", intent: "urgent" },
  { message: "pls help, soldiers arrested my husband at the checkpoint and they are still keeping him", intent: "urgent" },
  {
    message:
      "So I came here last month about the shop lease and someone was supposed to call me back. Anyway that's not why I'm writing now, my brother got taken by police at Kissy Road this afternoon after a quarrel with a customer and he's still at the station.",
    intent: "urgent",
  },

  // ── safety ──
  { message: "mi man dey beat mi evri nite, a fraid", intent: "safety" },
  { message: "My husband said he will kill me tonight.", intent: "safety" },
  {
    message:
      "Client in immediate danger: her partner is at her compound with a machete threatening her. She is hiding with a neighbour. Please advise what can be done now.",
    intent: "safety",
  },
  { message: "my stepfather comes into my room at night and touches me", intent: "safety" },
  { message: "im hiding in the bathroom he is breaking the door", intent: "safety" },
  {
    message: "My sister in Bo is being beaten by her husband. She called me crying an hour ago. I'm in Maryland and I can't do anything from here.",
    intent: "safety",
  },
  { message: "somebody threaten say e go burn mi os because of di lan palaver", intent: "safety" },
  { message: "dem threaten fo kill mi", intent: "safety" },
  { message: "i was raped yesterday", intent: "safety" },
  {
    message:
      "A young girl in our congregation confided in me after service that her uncle, who she lives with, has been raping her. She is terrified to go home tonight. What should I do, Lord help us.",
    intent: "safety",
  },
  { message: "men with cutlass came to my house last night say dem go come back", intent: "safety" },
  { message: "mi oga dey beat mi wit iron, a nor get usay a go", intent: "safety" },
  { message: "My ex keeps showing up at my house at night threatening me and I'm scared to be alone.", intent: "safety" },
  { message: "husband hit me again, my eye is swollen shut, where can i go", intent: "safety" },
  { message: "I fear for my life. My brothers-in-law say they will 'deal with me' if I don't leave the house by Sunday.", intent: "safety" },
  { message: "he said if i tell anyone he will kill my children", intent: "safety" },
  { message: "Boat owner say if I talk about the money he go throw me for sea. He don send boys come my house.", intent: "safety" },
  { message: "daddy dey beat mama now", intent: "safety" },
  { message: "My landlord attacked me with a stick this morning and said he will come back with boys tonight.", intent: "safety" },
  { message: "a man has been following me home from the shop n sending threatening texts, im scared", intent: "safety" },
  { message: "SOMEONE IS TRYING TO HURT ME", intent: "safety" },
  { message: "I am an elderly man. My grandson beats me when I refuse to give him my pension and I am afraid to stay in my own house.", intent: "safety" },
  {
    message: "My aunties want to take my 12 year old to the bush for initiation this weekend against my will. Please, how do I stop them before Saturday?",
    intent: "safety",
  },
  { message: "mi baby papa choke mi las nite, e say e go finish mi", intent: "safety" },
  { message: "im not safe at home", intent: "safety" },

  // ── legal-question ──
  { message: "Can a landlord in Sierra Leone evict you without any notice?", intent: "legal-question" },
  { message: "If my husband dies without a will, do I get the house or does it go to his family?", intent: "legal-question" },
  { message: "hw many yrs dem go gi fo tif goat", intent: "legal-question" },
  { message: "Will I win if I take my employer to court for two months salary?", intent: "legal-question" },
  { message: "Is a customary marriage legal if it was never registered?", intent: "legal-question" },
  { message: "can my ex take the kids to Guinea without my permission", intent: "legal-question" },
  { message: "At what age can a child decide which parent to live with?", intent: "legal-question" },
  { message: "Do we have a case against the shipping line if the container arrived 6 weeks late but nothing was damaged?", intent: "legal-question" },
  { message: "As a US citizen, am I allowed to own land outright in Freetown or can I only lease it?", intent: "legal-question" },
  {
    message:
      "Dear Sir, I should be obliged to learn whether an oral agreement for the sale of land, witnessed by two elders but never put in writing, is enforceable in law.",
    intent: "legal-question",
  },
  { message: "should i sign the settlement my employer gave me? it says i give up all claims for 5 million", intent: "legal-question" },
  { message: "Is it legal for the police to keep someone more than 72 hours without charging them?", intent: "legal-question" },
  { message: "dem fit jail mi fo debt?", intent: "legal-question" },
  { message: "If I sign as guarantor for my brother's bank loan and he runs away, can the bank take my house?", intent: "legal-question" },
  { message: "can my wife claim half my business if we divorce", intent: "legal-question" },
  { message: "is a contract on whatsapp legally binding?", intent: "legal-question" },
  { message: "How much compensation would a court award for wrongful dismissal after 8 years of service?", intent: "legal-question" },
  { message: "can di chiefdom tek back lan wey dem gi mi papa 40 yrs ago", intent: "legal-question" },
  { message: "if police stop mi wit no licence fo ride okada, dem fit seize di bike?", intent: "legal-question" },
  { message: "is it legal 4 my boss 2 deduct my salary bcos i broke a glass display", intent: "legal-question" },
  { message: "Do children born outside marriage inherit from their father?", intent: "legal-question" },
  { message: "can i be sued for a bad review i posted about a restaurant in Aberdeen", intent: "legal-question" },
  { message: "Is an arbitration award binding on us if we never signed the arbitration clause ourselves?", intent: "legal-question" },
  { message: "Will customs fine us if the invoice value was wrong by mistake? The agent typed an extra zero.", intent: "legal-question" },
  { message: "If I refuse to give evidence against my own brother, can the court force me?", intent: "legal-question" },
  { message: "Can a woman inherit family land under Mende custom?", intent: "legal-question" },
  { message: "can a 17 yr old girl marry legally in salone if parents agree", intent: "legal-question" },
  { message: "What happens if I miss my court date because I was sick?", intent: "legal-question" },
  { message: "My landlord is selling the house. Is he allowed to keep the two years advance rent I paid him?", intent: "legal-question" },
  { message: "Can an NGO terminate a staff member during her maternity leave? We want to be sure we are compliant.", intent: "legal-question" },
  { message: "Is it a crime to post someone's photo on Facebook without their permission?", intent: "legal-question" },
  {
    message:
      "A question troubles me as a pastor. If a man married a woman under custom years ago and then marries another in church, is the church marriage valid in the eyes of the law?",
    intent: "legal-question",
  },

  // ── knowledge:Fees ──
  { message: "hau mach una dey tek fo consultation", intent: "knowledge:Fees" },
  { message: "Do you offer legal aid for people who cannot afford to pay?", intent: "knowledge:Fees" },
  { message: "can i pay the lawyer small small every month", intent: "knowledge:Fees" },
  { message: "Kindly advise the fee for an initial consultation.", intent: "knowledge:Fees" },
  { message: "is the first meeting free or do I pay", intent: "knowledge:Fees" },
  { message: "how much 4 a divorce lawyer", intent: "knowledge:Fees", also: ["area:family"] },

  // ── knowledge:Languages spoken ──
  { message: "una lawyer dem dey tok Krio?", intent: "knowledge:Languages spoken" },
  { message: "My mother only speaks Mende. If she comes in, is there someone who can talk with her directly?", intent: "knowledge:Languages spoken" },
  { message: "Bonjour, est-ce que vos avocats parlent français? Je suis guinéen.", intent: "knowledge:Languages spoken" },
  { message: "any of the lawyers speak Temne", intent: "knowledge:Languages spoken" },
  { message: "I would need an interpreter for Fula, my father does not speak English.", intent: "knowledge:Languages spoken" },
  { message: "I no sabi English well, I fit talk Twi or pidgin. Una get somebody?", intent: "knowledge:Languages spoken" },

  // ── knowledge:Parking ──
  { message: "where can i park", intent: "knowledge:Parking" },
  { message: "Is there parking at your office?", intent: "knowledge:Parking" },
  {
    message: "I will be driving down from Bo for the appointment. Is there somewhere I may leave the vehicle near Siaka Stevens Street?",
    intent: "knowledge:Parking",
  },
  { message: "a go kam wit mi motor, usay a go park am", intent: "knowledge:Parking" },
  { message: "coming with a pickup truck, any parking space big enough near u", intent: "knowledge:Parking" },
  { message: "any safe place 2 leave my car wile im inside", intent: "knowledge:Parking" },

  // ── knowledge:What to bring ──
  { message: "What documents should I bring to the meeting?", intent: "knowledge:What to bring" },
  { message: "shud i bring my lan papers wen i kam", intent: "knowledge:What to bring" },
  { message: "wetin a fo bring", intent: "knowledge:What to bring" },
  { message: "Do I need to bring my ID card?", intent: "knowledge:What to bring" },
  {
    message: "For the first meeting about my mother's estate, which papers should I have my family bring in since I'm abroad?",
    intent: "knowledge:What to bring",
  },
  {
    message: "I have bills of lading, invoices, photos of the damage and emails with the forwarder. Should I bring all of it?",
    intent: "knowledge:What to bring",
  },

  // ── booking ──
  { message: "I'd like to book a consultation.", intent: "booking" },
  { message: "abeg a wan si lawyer tumara", intent: "booking" },
  { message: "Can I see Mr Conteh on Thursday about my land?", intent: "booking" },
  { message: "appointmnt pls", intent: "booking" },
  { message: "Could I schedule a meeting for next Monday morning?", intent: "booking" },
  { message: "I'll be in Freetown December 15 to 30. Can I set up a meeting with one of your lawyers during that window?", intent: "booking" },
  { message: "wen can i cum 2 see lawyer", intent: "booking" },
  {
    message: "Dear Sir/Madam, I should be grateful if an appointment could be arranged for me on Wednesday next, at any hour convenient to counsel.",
    intent: "booking",
  },
  { message: "a wan kam tok to una lawyer fo mi case", intent: "booking" },
  { message: "book me in 4 fri", intent: "booking" },
  { message: "Is there any slot tomorrow afternoon to talk to someone?", intent: "booking" },
  { message: "Can we do a video call consultation? I work nights so mornings my time are best.", intent: "booking" },
  { message: "I want to meet a lawyer about my container, when is possible", intent: "booking" },
  { message: "I need to speak to a lawyer in person this week.", intent: "booking" },
  { message: "pls reserve a time 4 me n my mum 2 see sm1", intent: "booking" },
  {
    message: "We would like to arrange a meeting with your team to discuss a possible referral partnership for survivors who need legal representation.",
    intent: "booking",
  },
  { message: "kin a get appointment", intent: "booking" },
  { message: "set up consultation", intent: "booking" },
  { message: "Can I come in Tuesday at 10?", intent: "booking" },
  { message: "I want make appointment with lawyer. Me na fisherman from Goderich, I fit come any day after I land.", intent: "booking" },
  { message: "Shalom. I wish to bring two of my church members to see a lawyer together. Which day this week can we come?", intent: "booking" },
  { message: "I'd like to see Ms Kamara about custody next week", intent: "booking" },
  { message: "mek una gi mi taim fo si lawyer", intent: "booking" },
  { message: "Can I book a consultation for Thursday and what should I bring with me?", intent: "booking", also: ["knowledge:What to bring"] },

  // ── hours ──
  { message: "wat time u open", intent: "hours" },
  { message: "una open satide?", intent: "hours" },
  { message: "are you open right now", intent: "hours" },
  { message: "What are your office hours?", intent: "hours" },
  { message: "u close by wat time 2day", intent: "hours" },
  { message: "Are you open on Sunday after church?", intent: "hours" },
  { message: "Kindly state your working hours.", intent: "hours" },
  { message: "can i come at 8 in the morning before i open my stall", intent: "hours" },
  { message: "office open today?", intent: "hours" },
  { message: "wetin taim una dey lock", intent: "hours" },
  { message: "Are you open during lunch time?", intent: "hours" },
  { message: "you people open on public holidays?", intent: "hours" },
  { message: "If I get there at 4:30 will anyone still be there?", intent: "hours" },
  { message: "which days do you work", intent: "hours" },
  { message: "What time does the office open and where exactly is it?", intent: "hours", also: ["address"] },
  { message: "open weekends?", intent: "hours" },

  // ── team ──
  { message: "Who are your lawyers?", intent: "team" },
  { message: "list of attorneys pls", intent: "team" },
  { message: "how many lawyers work there", intent: "team" },
  { message: "who handles criminal cases in your firm", intent: "team" },
  { message: "tell me about the team", intent: "team" },
  { message: "una get woman lawyer dem dey?", intent: "team" },
  { message: "Who is the head of chambers?", intent: "team" },
  { message: "Could you share the names of the counsel in your chambers?", intent: "team" },
  { message: "wich lawyer dem dey de", intent: "team" },
  { message: "Do you have a lawyer who does only land matters? Who is it?", intent: "team" },
  { message: "staff list", intent: "team" },
  { message: "who r the ppl working in ur firm", intent: "team" },

  // ── services ──
  { message: "what do you do", intent: "services" },
  { message: "wetin una dey do", intent: "services" },
  { message: "What kinds of cases do you take?", intent: "services" },
  { message: "areas of law?", intent: "services" },
  { message: "What services does Kamara Chambers offer?", intent: "services" },
  { message: "una dey tek all kain case?", intent: "services" },
  { message: "is this firm only for companies or also for ordinary people like me", intent: "services" },
  { message: "What type of legal work do you people handle?", intent: "services" },
  { message: "practice areas", intent: "services" },
  { message: "wat cases u guys do", intent: "services" },
  { message: "I would be obliged to know the scope of the legal services rendered by your chambers.", intent: "services" },
  { message: "Una dey do work for fishermen people or na only big man business?", intent: "services" },

  // ── greeting ──
  { message: "kushe", intent: "greeting" },
  { message: "hello", intent: "greeting" },
  { message: "Good morning", intent: "greeting" },
  { message: "Good afternoon, Kamara Chambers.", intent: "greeting" },
  { message: "hi there", intent: "greeting" },
  { message: "kushe o, aw di bodi", intent: "greeting" },
  { message: "Good evening sir/madam", intent: "greeting" },
  { message: "hey", intent: "greeting" },
  { message: "Salaam aleikum", intent: "greeting" },

  // ── thanks ──
  { message: "tenki", intent: "thanks" },
  { message: "thank you so much", intent: "thanks" },
  { message: "thanks", intent: "thanks" },
  { message: "God bless you abundantly for the help", intent: "thanks" },
  { message: "tenki tenki", intent: "thanks" },
  { message: "thx", intent: "thanks" },
  { message: "Much obliged.", intent: "thanks" },
  { message: "ok thank u", intent: "thanks" },

  // ── goodbye ──
  { message: "bye", intent: "goodbye" },
  { message: "ok bye thanks", intent: "goodbye" },
  { message: "see you tomorrow", intent: "goodbye" },
  { message: "a de go now, tenki", intent: "goodbye" },
  { message: "Goodbye and God bless.", intent: "goodbye" },
  { message: "later", intent: "goodbye" },
  { message: "take care, bye bye", intent: "goodbye" },

  // ── phone ──
  { message: "What's your phone number?", intent: "phone" },
  { message: "una numba", intent: "phone" },
  { message: "can i call you", intent: "phone" },
  { message: "pls send ur number", intent: "phone" },
  { message: "Is there a WhatsApp number?", intent: "phone" },
  { message: "numba fo call lawyer", intent: "phone" },
  { message: "Which number do I dial from the US?", intent: "phone" },
  { message: "Kindly furnish me with a telephone number on which your office may be reached.", intent: "phone" },

  // ── contact ──
  { message: "How do I contact you?", intent: "contact" },
  { message: "how can i reach the firm", intent: "contact" },
  { message: "hau a go get una", intent: "contact" },
  { message: "contact details", intent: "contact" },
  { message: "What's the best way to reach you from overseas?", intent: "contact" },
  { message: "how fo contact una", intent: "contact" },
  { message: "ways 2 get in touch", intent: "contact" },
  { message: "I need to contact your office.", intent: "contact" },

  // ── email ──
  { message: "What's your email?", intent: "email" },
  { message: "email address pls", intent: "email" },
  { message: "Can I email my documents to you? Which address?", intent: "email" },
  { message: "una email", intent: "email" },
  { message: "send me ur email", intent: "email" },
  { message: "Kindly provide an email address for correspondence.", intent: "email" },
  { message: "Which email do we use for consultations?", intent: "email" },

  // ── address ──
  { message: "Where is your office?", intent: "address" },
  { message: "usay una office dey", intent: "address" },
  { message: "directions from Lumley pls", intent: "address" },
  { message: "hw do i get 2 u by keke from kissy", intent: "address" },
  { message: "address pls", intent: "address" },
  { message: "Which street are you on?", intent: "address" },
  { message: "where exactly in freetown is the office", intent: "address" },

  // ── unknown ──
  { message: "?", intent: "unknown" },
  { message: "hmm", intent: "unknown" },
  { message: "I have a question", intent: "unknown" },
  { message: "ok so", intent: "unknown" },
  { message: "asdfgh", intent: "unknown" },
  { message: "a get one tin", intent: "unknown" },

  // ── attorney ──
  { message: "Is Fatmata Kamara still at your firm?", intent: "attorney:Fatmata Kamara" },
  { message: "tell me about Ibrahim Jalloh", intent: "attorney:Ibrahim Jalloh" },
  { message: "Does Isatu Bangura deal with cargo claims?", intent: "attorney:Isatu Bangura" },
  { message: "Hawa Turay, is she the one who does wills and family land?", intent: "attorney:Hawa Turay" },

  // ── off-topic ──
  { message: "write a poem about justice for my church programme", intent: "off-topic" },
  { message: "weather in Freetown tomorrow", intent: "off-topic" },
  { message: "how much is one plot in Tokeh these days", intent: "off-topic" },
  { message: "who won the Leone Stars match", intent: "off-topic" },
  { message: "recipe fo cassava leaf wit fish", intent: "off-topic" },
  { message: "help me with my homework on the separation of powers in the Sierra Leone constitution", intent: "off-topic" },
  { message: "Write a short speech for my daughter's nursing school graduation", intent: "off-topic" },
  { message: "wat is the dollar 2 leone rate today", intent: "off-topic" },
  { message: "hw do i fix phone charging port wey loose", intent: "off-topic" },
  { message: "tell me a joke about lawyers", intent: "off-topic" },
  { message: "How much does it cost to buy a used 40ft container?", intent: "off-topic" },
  { message: "What time is the ferry to Lungi?", intent: "off-topic" },
  { message: "how to bail water out of canoe fast when engine spoil", intent: "off-topic" },
  { message: "write a story about a judge who loves football", intent: "off-topic" },
  { message: "who is the Chief Justice of Ghana now", intent: "off-topic" },
  { message: "best movies about courtroom drama", intent: "off-topic" },
  { message: "rent a car in freetown for the weekend", intent: "off-topic" },
  { message: "how to make ginger beer for a wedding", intent: "off-topic" },
  { message: "crossword clue: civil wrong, 4 letters", intent: "off-topic" },
  { message: "How do you say 'good morning' in Temne?", intent: "off-topic" },
  { message: "is it going to rain in Bo this weekend", intent: "off-topic" },
  { message: "how to register for WASSCE as private candidate", intent: "off-topic" },
  { message: "Where I fit buy fishing net wholesale for Freetown?", intent: "off-topic" },
  { message: "wetin na di price fo bag of rice now", intent: "off-topic" },
  { message: "help me write a love letter to my wife for our anniversary", intent: "off-topic" },
  { message: "what is the capital of Guinea", intent: "off-topic" },
  { message: "Good hotels near Aberdeen beach for my family visiting in December?", intent: "off-topic" },
  { message: "cheap flight freetown to accra", intent: "off-topic" },
  { message: "hw 2 reset orange money pin", intent: "off-topic" },
  { message: "write essay on land degradation in sierra leone 500 words", intent: "off-topic" },
  { message: "Is there a family planning clinic near Kailahun town?", intent: "off-topic" },
  { message: "how to get driving licence at SLRSA", intent: "off-topic" },
  { message: "I dreamt I was standing in a court with no shoes, what does it mean spiritually?", intent: "off-topic" },
  { message: "latest afrobeats songs 2024", intent: "off-topic" },
  { message: "any good mechanic na calaba town fo toyota", intent: "off-topic" },
  { message: "score arsenal match", intent: "off-topic" },
  { message: "can u design a logo 4 our company", intent: "off-topic" },
  { message: "compose a toast for my brother's wedding", intent: "off-topic" },
  { message: "how many bags of cement to build 3 bedroom house", intent: "off-topic" },
  { message: "Write me a sample cover letter for a job at a bank.", intent: "off-topic" },
];
